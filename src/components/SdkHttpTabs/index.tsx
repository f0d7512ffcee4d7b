/**
 * The same API call in six languages, as Docusaurus tabs. The page's Markdown gives two of them, TypeScript
 * (MedplumClient) and HTTP (curl); the other four, Python, C#, Java and Go, are made in the browser from the curl
 * command. Every page uses one groupId, so the language a reader picks is remembered (local storage) and selected
 * on every other page that has it.
 *
 * In Markdown, the component wraps exactly two fenced blocks, TypeScript first:
 *
 *   <SdkHttpTabs>
 *
 *   ```ts
 *   ...
 *   ```
 *
 *   ```bash
 *   ...
 *   ```
 *
 *   </SdkHttpTabs>
 *
 * The server renders the two tabs of the Markdown. Once the page has hydrated (the first render in the browser
 * matches the server's HTML), a small chunk (packages/api-requests/browser.ts) reads the curl command back into a
 * request (parseCurl); when it can, the tab bar gains Python, C#, Java and Go, and when a reader first selects one
 * of them, another chunk (the package's index.ts, with httpsnippet-lite) writes their code, which reads the token and
 * any other shell variable of the command from the environment, as the command does; Prism gets Java and C#
 * then (src/components/CodeLanguages/load-prism-languages.ts). None of it is in the page's first-load HTML or
 * JavaScript. A panel of a generated tab says, in one line above the code, that the code is generated from the
 * curl command. A command parseCurl cannot describe (a pipe, a second command, a command substitution, a body from
 * a file...) keeps its two tabs; tests/unit/sdk-http-tabs.test.ts lists which, and checks the code of the others
 * with Python's, Go's and Java's own tools. Docusaurus's Tabs (2.4.1) syncs a stored choice in a layout effect
 * whenever a tab with its value appears, so a reader who picked Python on one page sees Python on the next once
 * its tabs are added; a page without them keeps its default. The Markdown twins are made from the server's HTML:
 * they have the two tabs only.
 *
 * It is registered in config/mdx-components.ts, so pages use it without an import; tests/unit/content.test.ts
 * checks the two blocks' languages.
 */
import React, { Children, isValidElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import type { ParsedCurl, SNIPPET_LANGUAGES } from '../../../packages/api-requests/browser';
import type { Snippet } from '../../../packages/api-requests';
import styles from './styles.module.css';

/** The tabs group shared by every page (its choice is stored under this id). */
export const SDK_HTTP_GROUP_ID = 'sdk-or-http';

/** The languages the page's Markdown gives; the others are made from the curl command. */
const WRITTEN = new Set(['typescript', 'curl']);

/** The text of a React tree: for a code block, its code. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

/**
 * An id prefix for one pair of blocks, the same on the server and in the
 * browser: a hash (32-bit FNV-1a) of their code. A page showing the same pair
 * twice would repeat ids; the HTML validity test of the build catches that.
 */
export function tabsIdPrefix(code: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) {
    hash = Math.imul(hash ^ code.charCodeAt(i), 0x01000193);
  }
  return `sdk-http-${(hash >>> 0).toString(36)}`;
}

interface PanelProps {
  /** Read by Tabs from its children, as from TabItem. */
  readonly value: string;
  readonly label: string;
  readonly default?: boolean;
  readonly attributes: { id: string; 'aria-controls': string };
  /** Set by Tabs on the panels it does not show. */
  readonly hidden?: boolean;
  readonly id: string;
  readonly children: ReactNode;
}

/**
 * A tab panel as TabItem renders it, plus the id its tab points to with
 * aria-controls and the aria-labelledby that names it after the tab: the stock
 * TabItem renders neither, and Docusaurus's Tabs accepts any child with a value.
 */
function Panel({ hidden, id, attributes, children }: PanelProps): JSX.Element {
  return (
    <div role="tabpanel" id={id} aria-labelledby={attributes.id} className={styles.panel} hidden={hidden}>
      {children}
    </div>
  );
}

/** The code of the generated languages, once written, or why it could not be. */
type Generated = { snippets: Snippet[] } | { failed: string };

interface GeneratedPanelProps extends Omit<PanelProps, 'children'> {
  readonly prism: string;
  /** The environment variables the code reads: the token's, then the request's own. */
  readonly variables: readonly string[];
  readonly generated: Generated | undefined;
  /** Called when the panel is shown: the first call starts writing the code. */
  readonly onShown: () => void;
}

/** A panel of a language made from the curl command: its code is written when the panel is first shown. */
function GeneratedPanel({ prism, variables, generated, onShown, ...panel }: GeneratedPanelProps): JSX.Element {
  const shown = !panel.hidden;
  useEffect(() => {
    if (shown) onShown();
  }, [shown, onShown]);
  const code =
    generated && 'snippets' in generated
      ? generated.snippets.find((snippet) => snippet.language === panel.value)?.code
      : undefined;
  return (
    <Panel {...panel}>
      <p className="margin-bottom--sm">
        Generated from the curl command; like it, it reads{' '}
        {variables.map((name, index) => (
          <React.Fragment key={name}>
            {index === 0 ? '' : index === variables.length - 1 ? ' and ' : ', '}
            <code>{name}</code>
          </React.Fragment>
        ))}{' '}
        from the environment.
      </p>
      {code !== undefined ? (
        <CodeBlock language={prism}>{code}</CodeBlock>
      ) : generated && 'failed' in generated ? (
        <p role="alert">
          The {panel.label} code could not be written: {generated.failed}
        </p>
      ) : (
        <p>Writing the {panel.label} code…</p>
      )}
    </Panel>
  );
}

/** The curl command read back, and the languages to make from it. */
interface Readable {
  curl: ParsedCurl;
  languages: typeof SNIPPET_LANGUAGES;
}

/**
 * Reads the curl command after the page has hydrated (so the server's HTML and the first render agree): undefined
 * until then, and for a command parseCurl cannot describe.
 */
function useParsedCurl(command: string): Readable | undefined {
  const [parsed, setParsed] = useState<Readable>();
  useEffect(() => {
    let live = true;
    import('../../../packages/api-requests/browser').then(
      ({ parseCurl, SNIPPET_LANGUAGES: languages }) => {
        const curl = parseCurl(command);
        if (live && curl) setParsed({ curl, languages: languages.filter(({ id }) => !WRITTEN.has(id)) });
      },
      // Without the chunk (offline, a failed deploy), the page keeps its two tabs.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [command]);
  return parsed;
}

export default function SdkHttpTabs({ children }: { children: ReactNode }): JSX.Element {
  const blocks = Children.toArray(children).filter(isValidElement);
  if (blocks.length !== 2) {
    throw new Error(`SdkHttpTabs wraps two code blocks, TypeScript then curl; it got ${blocks.length}.`);
  }
  const prefix = tabsIdPrefix(textOf(blocks));
  const ids = (value: string) => ({ tab: `${prefix}-${value}-tab`, panel: `${prefix}-${value}` });
  const typescript = ids('typescript');
  const curl = ids('curl');

  const parsed = useParsedCurl(textOf(blocks[1]));
  const [generated, setGenerated] = useState<Generated>();
  const started = useRef(false);
  const onShown = useCallback(() => {
    if (started.current || !parsed) return;
    started.current = true;
    const { request, baseUrl, tokenVariable } = parsed.curl;
    Promise.all([
      import('../../../packages/api-requests').then(({ requestSnippets }) =>
        requestSnippets(request, { baseUrl, tokenVariable }),
      ),
      import('../CodeLanguages/load-prism-languages').then(({ loadPrismLanguages }) => loadPrismLanguages()),
    ]).then(
      ([snippets]) => setGenerated({ snippets }),
      (error: unknown) => setGenerated({ failed: error instanceof Error ? error.message : String(error) }),
    );
  }, [parsed]);

  // With six tabs a narrow screen scrolls the tab bar sideways (Infima's overflow-x): without a scrollbar, so the
  // bar keeps its height when the generated tabs arrive. Set here rather than in CSS: only these tabs need it, they
  // exist only with JavaScript, and the site's one CSS file is at its budget.
  useEffect(() => {
    const bar = parsed ? document.getElementById(typescript.tab)?.parentElement : undefined;
    if (bar) bar.style.scrollbarWidth = 'none';
  }, [parsed, typescript.tab]);

  // One flat list: Docusaurus's Tabs reads its panels from an array of elements, not from nested arrays.
  const panels = [
    <Panel
      key="typescript"
      value="typescript"
      label="TypeScript"
      default
      id={typescript.panel}
      attributes={{ id: typescript.tab, 'aria-controls': typescript.panel }}
    >
      {blocks[0]}
    </Panel>,
    <Panel
      key="curl"
      value="curl"
      label="curl"
      id={curl.panel}
      attributes={{ id: curl.tab, 'aria-controls': curl.panel }}
    >
      {blocks[1]}
    </Panel>,
    ...(parsed?.languages ?? []).map(({ id: value, label, prism }) => {
      const { tab, panel } = ids(value);
      return (
        <GeneratedPanel
          key={value}
          value={value}
          label={label}
          prism={prism}
          id={panel}
          attributes={{ id: tab, 'aria-controls': panel }}
          variables={parsed ? [parsed.curl.tokenVariable, ...(parsed.curl.request.variables ?? [])] : []}
          generated={generated}
          onShown={onShown}
        />
      );
    }),
  ];
  return <Tabs groupId={SDK_HTTP_GROUP_ID}>{panels}</Tabs>;
}
