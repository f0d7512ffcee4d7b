/**
 * Wrapped: the "Copy page" and "View as Markdown" toolbar above a doc's title,
 * then the stock content (`@theme-init`: see DocItem/Metadata). The toolbar
 * sits outside the `.theme-doc-markdown` container, so it is not part of the
 * twin the build converts from that container.
 */
import React from 'react';
import Content from '@theme-init/DocItem/Content';
import type { Props } from '@theme/DocItem/Content';
import { useDoc } from '@docusaurus/theme-common/internal';
import MarkdownToolbar from '../../MarkdownToolbar';

export default function DocItemContentWithToolbar(props: Props): JSX.Element {
  const { metadata } = useDoc();
  return (
    <>
      <MarkdownToolbar permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
