/**
 * Java and C#, added on first use to the Prism that Docusaurus's code blocks highlight with, the way Docusaurus
 * adds the site's `additionalLanguages` (config/prism.ts) at start-up: Prism's components extend the Prism they
 * find on globalThis. Python, Go and bash come with prism-react-renderer. Used by the snippets of
 * src/components/SdkHttpTabs and of the API console (plugins/runnable-samples/client/console/RequestSnippets.tsx),
 * each in a chunk of its own, so no page loads these grammars before a reader asks for them.
 */
import { defaultProps } from 'prism-react-renderer';

let languagesLoaded: Promise<void> | undefined;

/** Adds Java and C# to Docusaurus's Prism, once; a grammar that fails to load leaves its code plain. */
export function loadPrismLanguages(): Promise<void> {
  languagesLoaded ??= (async () => {
    const scope = globalThis as { Prism?: unknown };
    scope.Prism = defaultProps.Prism;
    try {
      await import('prismjs/components/prism-java');
      await import('prismjs/components/prism-csharp');
    } finally {
      delete scope.Prism;
    }
  })().catch(() => undefined);
  return languagesLoaded;
}
