import React from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section, { Prose, Split } from '@site/src/components/Section';
import Steps from '@site/src/components/Steps';
import LinkList from '@site/src/components/LinkList';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import MarketingIllustration from '@site/src/components/Illustration';
import { ResourcesAside } from '@site/src/components/ResourceList';
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
            { label: `Read the ${lowerFirst(solution.guide.label)}`, to: solution.guide.to, primary: true },
            { label: 'All solutions', to: '/solutions' },
          ]}
          aside={<MarketingIllustration kind="solution" slug={solution.slug} />}
        />
        <Section title="Who it is for">
          <Split
            main={<Prose paragraphs={solution.audience} />}
            side={
              <ResourcesAside
                resources={solution.resources}
                intro="The workflow reads and writes these resource types. Each links to its reference page."
              />
            }
          />
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
        <Section title="Read next" tinted>
          <LinkList links={[solution.guide, ...solution.docs]} />
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

/** "Charting guide" → "charting guide", leaving "UI components guide" as it is. */
function lowerFirst(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
}
