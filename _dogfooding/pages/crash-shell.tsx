import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * A page that throws outside any layout, so the crash reaches the app's root
 * error boundary and the swizzled @theme/Error page renders.
 */
export default function CrashShellPage(): JSX.Element {
  const isBrowser = useIsBrowser();
  if (isBrowser) {
    throw new Error('Test page crashed outside the layout', { cause: new Error('Root cause for the error chain') });
  }
  return <p>Rendering in the browser.</p>;
}
