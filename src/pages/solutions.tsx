import React from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import { products } from '@site/src/data/products';
import { solutions } from '@site/src/data/solutions';

const productName = new Map(products.map((product) => [product.slug, product.name]));

export default function Solutions(): JSX.Element {
  return (
    <Layout
      title="Solutions"
      description="What teams build on Medplum: custom EHRs, lab systems, research apps and portals."
    >
      <main>
        <Hero
          title="Solutions"
          lead="The same platform serves very different teams. Each solution below combines a few products around one workflow."
          actions={[{ label: 'See the products', to: '/products', primary: true }]}
        />
        <Section
          title="What teams build"
          intro="Each card lists who the solution is for and which products it combines."
        >
          <FeatureGrid
            features={solutions.map((solution) => ({
              title: solution.name,
              description: solution.summary,
              to: `/solutions/${solution.slug}`,
              tags: solution.products.map((slug) => productName.get(slug) ?? slug),
            }))}
          />
        </Section>
        <CallToAction
          title="Plan your build"
          text="The documentation covers the data model, auth and deployment choices behind every solution."
          primary={{ label: 'Read the docs', to: '/docs' }}
          secondary={{ label: 'Talk to us', to: 'mailto:hello@medplum.com' }}
        />
      </main>
    </Layout>
  );
}
