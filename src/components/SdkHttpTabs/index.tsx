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
 * It is registered for every doc in src/theme/MDXComponents.tsx, so pages do
 * not import it; tests/unit/content.test.ts checks the two blocks' languages.
 */
import React, { Children, isValidElement, type ReactNode } from 'react';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

/** The tabs group shared by every page (its choice is stored under this id). */
export const SDK_HTTP_GROUP_ID = 'sdk-or-http';

export default function SdkHttpTabs({ children }: { children: ReactNode }): JSX.Element {
  const blocks = Children.toArray(children).filter(isValidElement);
  if (blocks.length !== 2) {
    throw new Error(`SdkHttpTabs wraps two code blocks, TypeScript then curl; it got ${blocks.length}.`);
  }
  return (
    <Tabs groupId={SDK_HTTP_GROUP_ID}>
      <TabItem value="typescript" label="TypeScript" default>
        {blocks[0]}
      </TabItem>
      <TabItem value="curl" label="curl">
        {blocks[1]}
      </TabItem>
    </Tabs>
  );
}
