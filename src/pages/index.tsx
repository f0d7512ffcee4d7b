import React from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import PlatformDiagram from '@site/src/components/Illustration/PlatformDiagram';
import { capabilities } from '@site/src/data/capabilities';
import { GITHUB_URL, SIGN_IN_URL } from '@site/config/site';
import quickstart from '@site/src/data/samples/quickstart.ts?raw';

export default function Home(): JSX.Element {
  return (
    <Layout
      title="Healthcare developer platform"
      description="Medplum is an open-source platform for building healthcare apps on FHIR: a data store, auth, bots and a TypeScript SDK."
    >
      <main>
        <Hero
          title="Build healthcare apps on FHIR, fast"
          lead="Medplum is an open-source developer platform for healthcare: a FHIR R4 data store with auth, bots, subscriptions and a TypeScript SDK, ready to host yourself or use as a service."
          actions={[
            { label: 'Read the docs', to: '/docs', primary: true },
            { label: 'Sign in', to: SIGN_IN_URL },
            { label: 'GitHub', to: GITHUB_URL },
          ]}
          aside={<PlatformDiagram />}
        />
        <Section
          title="What the platform gives you"
          intro="Each part works on the same FHIR resources, so data you store once is available to every app, bot and integration you add."
        >
          <FeatureGrid features={capabilities} />
        </Section>
        <Section
          tinted
          title="Typed from the first line"
          intro="MedplumClient handles sign-in, token refresh and the FHIR REST calls. Resource types come from @medplum/fhirtypes, so your editor checks every field."
        >
          <CodeBlock language="ts" title="quickstart.ts">
            {quickstart}
          </CodeBlock>
        </Section>
        <CallToAction
          title="Start building"
          text="The documentation walks you from your first request to a deployed app. The source is on GitHub under the Apache 2.0 license."
          primary={{ label: 'Get started', to: '/docs/tutorials' }}
          secondary={{ label: 'See pricing', to: '/pricing' }}
        />
      </main>
    </Layout>
  );
}
