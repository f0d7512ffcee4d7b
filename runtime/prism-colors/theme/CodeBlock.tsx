/**
 * Ejected from Docusaurus 2.4.1 to remove one line: the stock component gives
 * its content `key={String(isBrowser)}`, which remounts, and so highlights
 * again, every code block on the page right after hydration. It does that
 * because the server renders the light theme's inline colours. The site's
 * Prism theme is the same in both modes and its colours are CSS custom
 * properties (runtime/prism-colors), so the server's markup is already right
 * and the remount is only cost.
 *
 * Original: @docusaurus/theme-classic/src/theme/CodeBlock/index.tsx (2.4.1), whose
 * built file runtime/contract.ts pins. Lines marked `// changed:` differ
 * from it; the rest is the original's, reformatted.
 */
import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/** The children as one string when they are only strings (so they can be copied); otherwise as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((element) => isValidElement(element))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): JSX.Element {
  const children = maybeStringifyChildren(rawChildren);
  // changed: no useIsBrowser() and no key={String(isBrowser)} on the content, which remounted it after hydration.
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
