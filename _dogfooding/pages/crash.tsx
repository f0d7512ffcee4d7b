import React from 'react';
import Layout from '@theme/Layout';
import useIsBrowser from '@docusaurus/useIsBrowser';

// How many renders throw before the page recovers, so a test can check that
// "Try again" re-renders. Module state lives until the next full page load.
let crashesLeft = 1;

function Crasher(): JSX.Element {
  if (crashesLeft > 0) {
    crashesLeft -= 1;
    throw new Error('Test page crashed on purpose', { cause: new Error('Root cause for the error chain') });
  }
  return <p>The page rendered after Try again.</p>;
}

/** A page whose content throws once in the browser; the layout's error boundary shows the crash page. */
export default function CrashPage(): JSX.Element {
  const isBrowser = useIsBrowser();
  return (
    <Layout title="Crash test">
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        {isBrowser ? <Crasher /> : <p>Rendering in the browser.</p>}
      </main>
    </Layout>
  );
}
