import React from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section, { Prose } from '@site/src/components/Section';
import Steps from '@site/src/components/Steps';
import ResourceList from '@site/src/components/ResourceList';
import LinkList from '@site/src/components/LinkList';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import { productBySlug } from '@site/src/data/products';
import { solutionBySlug } from '@site/src/data/solutions';

/**
 * The page of one solution, at /solutions/<slug>. plugins/marketing-pages adds
 * a route per entry of src/data/solutions and passes the slug.
 */
export default function SolutionPage({ page }: { page: { slug: string } }): JSX.Element {
  const solution = solutionBySlug(page.slug);
  return (
    <Layout title={solution.name} description={solution.summary}>
      <main>
        <Hero
          title={solution.name}
          lead={solution.summary}
          actions={[
            { label: solution.docs[0].label, to: solution.docs[0].to, primary: true },
            { label: 'All solutions', to: '/solutions' },
          ]}
        />
        <Section title="Who it is for">
          <Prose paragraphs={solution.audience} />
        </Section>
        <Section title="The workflow" tinted>
          <Steps steps={solution.workflow} />
        </Section>
        <Section title="Products it combines">
          <FeatureGrid
            features={solution.products.map((slug) => {
              const product = productBySlug(slug);
              return { title: product.name, description: product.summary, to: `/products/${slug}` };
            })}
          />
        </Section>
        <Section title="FHIR resources" intro="The workflow reads and writes these resource types." tinted>
          <ResourceList resources={solution.resources} />
        </Section>
        <Section title="Read next">
          <LinkList links={solution.docs} />
        </Section>
        <CallToAction
          title="Plan your build"
          text="Start with the tutorials, then read the guides for the products this solution combines."
          primary={{ label: 'Start the tutorials', to: '/docs/tutorials' }}
          secondary={{ label: 'See all solutions', to: '/solutions' }}
        />
      </main>
    </Layout>
  );
}
