/**
 * Swizzled (wrapped): every code block of the site, as the theme renders it,
 * with the runnable samples' controls and the reader's own server in place
 * of the placeholders (plugins/runnable-samples/client/SampleCodeBlock.tsx).
 * The wrap is here because only the site's theme can wrap the code block of
 * whichever theme comes before it: the runtime layer's (runtime/prism-colors)
 * or, on the stock runtime, the classic theme's.
 */
import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import SampleCodeBlock from '@site/plugins/runnable-samples/client/SampleCodeBlock';

export default function CodeBlockWrapper(props: Props): JSX.Element {
  return <SampleCodeBlock {...props} CodeBlock={CodeBlock} />;
}
