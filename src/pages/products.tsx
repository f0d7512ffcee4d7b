import React from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import { products } from '@site/src/data/products';

export default function Products(): JSX.Element {
  return (
    <Layout
      title="Products"
      description="The building blocks of the Medplum platform and the FHIR resources each one works with."
    >
      <main>
        <Hero
          title="Products"
          lead="Each product is a set of FHIR resources plus the APIs, bots and React components that work with them. Use one, or combine them into a full application."
          actions={[{ label: 'Read the docs', to: '/docs', primary: true }]}
        />
        <Section
          title="Building blocks"
          intro="Every product stores its data as standard FHIR R4 resources in the same project, so the products share one record instead of copying data between systems."
        >
          <FeatureGrid
            features={products.map((product) => ({
              title: product.name,
              description: product.summary,
              to: `/products/${product.slug}`,
              tags: product.resources,
            }))}
          />
        </Section>
        <CallToAction
          title="See what you can build"
          text="Solutions show how the products combine for portals, labs and custom records."
          primary={{ label: 'Browse solutions', to: '/solutions' }}
          secondary={{ label: 'API reference', to: '/docs/api' }}
        />
      </main>
    </Layout>
  );
}
