/**
 * Swizzled (wrapped): a chip that leads to a docs tag page (under a doc and on
 * /docs/tags) shows the tag's label from config/doc-tags.ts instead of its
 * front-matter key. Blog tag chips are the stock ones.
 */
import React from 'react';
import Tag from '@theme-original/Tag';
import type { Props } from '@theme/Tag';
import { docTagByPermalink } from '@site/config/doc-tags';

export default function TagWrapper(props: Props): JSX.Element {
  const listed = docTagByPermalink(props.permalink);
  return <Tag {...props} label={listed?.label ?? props.label} />;
}
