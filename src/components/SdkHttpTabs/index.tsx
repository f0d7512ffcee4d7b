/**
 * The same API call in two forms, TypeScript (MedplumClient) and HTTP (curl),
 * as Docusaurus tabs. Every page uses one groupId, so the form a reader picks
 * is remembered (local storage) and selected on every other page.
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
 * It is registered in config/mdx-components.ts, so pages use it without an
 * import; tests/unit/content.test.ts checks the two blocks' languages.
 */
import React, { Children, isValidElement, type ReactNode } from 'react';
import Tabs from '@theme/Tabs';
import styles from './styles.module.css';

/** The tabs group shared by every page (its choice is stored under this id). */
export const SDK_HTTP_GROUP_ID = 'sdk-or-http';

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

export default function SdkHttpTabs({ children }: { children: ReactNode }): JSX.Element {
  const blocks = Children.toArray(children).filter(isValidElement);
  if (blocks.length !== 2) {
    throw new Error(`SdkHttpTabs wraps two code blocks, TypeScript then curl; it got ${blocks.length}.`);
  }
  const prefix = tabsIdPrefix(textOf(blocks));
  const ids = (value: string) => ({ tab: `${prefix}-${value}-tab`, panel: `${prefix}-${value}` });
  const typescript = ids('typescript');
  const curl = ids('curl');
  return (
    <Tabs groupId={SDK_HTTP_GROUP_ID}>
      <Panel
        value="typescript"
        label="TypeScript"
        default
        id={typescript.panel}
        attributes={{ id: typescript.tab, 'aria-controls': typescript.panel }}
      >
        {blocks[0]}
      </Panel>
      <Panel value="curl" label="curl" id={curl.panel} attributes={{ id: curl.tab, 'aria-controls': curl.panel }}>
        {blocks[1]}
      </Panel>
    </Tabs>
  );
}
