import React from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Hero from '@site/src/components/Hero';
import Section, { Prose, Split } from '@site/src/components/Section';
import Steps from '@site/src/components/Steps';
import { ResourcesAside } from '@site/src/components/ResourceList';
import LinkList from '@site/src/components/LinkList';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import MarketingIllustration from '@site/src/components/Illustration';
import { productBySlug } from '@site/src/data/products';
import { solutions } from '@site/src/data/solutions';
import { sampleFileLanguage } from '@site/config/sample-files';
import { exampleSource } from './example-source';
import styles from './styles.module.css';

/**
 * The page of one product, at /products/<slug>. plugins/marketing-pages adds a
 * route per entry of src/data/products and passes the slug.
 */
export default function ProductPage({ page }: { page: { slug: string } }): JSX.Element {
  const product = productBySlug(page.slug);
  const usedBy = solutions.filter((solution) => solution.products.includes(product.slug));
  return (
    <Layout title={product.name} description={product.summary}>
      <main>
        <Hero
          title={product.name}
          lead={product.summary}
          actions={[
            { label: `Read the ${product.guide.label.toLowerCase()}`, to: product.guide.to, primary: true },
            { label: 'All products', to: '/products' },
          ]}
          aside={<MarketingIllustration kind="product" slug={product.slug} />}
        />
        <Section title="The problem">
          <Split
            main={<Prose paragraphs={product.problem} />}
            side={<ResourcesAside resources={product.resources} />}
          />
        </Section>
        <Section title="How it works" tinted>
          <Steps steps={product.steps} />
        </Section>
        <Section title={product.example.title}>
          <div className={styles.example}>
            <CodeBlock language={sampleFileLanguage(product.example.file)}>
              {exampleSource(product.example.file)}
            </CodeBlock>
            <p className={styles.caption}>{product.example.caption}</p>
          </div>
        </Section>
        <Section title="Read next" tinted>
          <LinkList links={[product.guide, ...product.docs]} />
        </Section>
        {usedBy.length > 0 && (
          <Section title="Solutions that use it">
            <FeatureGrid
              features={usedBy.map((solution) => ({
                title: solution.name,
                description: solution.summary,
                to: `/solutions/${solution.slug}`,
              }))}
            />
          </Section>
        )}
        <CallToAction
          title="Build with it"
          text="Every product runs on the same FHIR data store and API, so you can start with one and add others later."
          primary={{ label: 'Start the tutorials', to: '/docs/tutorials' }}
          secondary={{ label: 'See all products', to: '/products' }}
        />
      </main>
    </Layout>
  );
}
