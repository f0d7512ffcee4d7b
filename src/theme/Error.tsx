/**
 * Swizzled (ejected): the page shown when a crash escapes the layout (the
 * layout's own boundary shows @theme/ErrorPageContent for a crashing page).
 * The fallback that ships with @docusaurus/core uses inline styles and a title
 * without the spec's wording, so this renders the theme's ErrorPageContent
 * ("This page crashed.", Try again, the error's message chain) inside the
 * site layout, and that content alone if the layout itself throws.
 *
 * Original: @docusaurus/core/lib/client/theme-fallback/Error/index.js (2.4.1, shipped as JavaScript
 * only). Lines marked `changed:` differ from it.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent'; // changed: was the file's own ErrorDisplay
import type { Props } from '@theme/Error';

export default function Error({ error, tryAgain }: Props): JSX.Element {
  return (
    // changed: the fallback and the page render ErrorPageContent, was ErrorDisplay with inline styles.
    <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
      <Head>
        {/* changed: was 'Page Error' */}
        <title>This page crashed | Medplum</title>
      </Head>
      <Layout>
        <ErrorPageContent error={error} tryAgain={tryAgain} />
      </Layout>
    </ErrorBoundary>
  );
}
