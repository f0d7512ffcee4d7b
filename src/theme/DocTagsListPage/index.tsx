/**
 * Swizzled (wrapped): /docs/tags lists each docs tag under the label of
 * config/doc-tags.ts, grouped by the label's first letter, instead of under
 * its front-matter key. The stock page is unchanged otherwise.
 */
import React from 'react';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type { Props } from '@theme/DocTagsListPage';
import { docTagByPermalink } from '@site/config/doc-tags';

export default function DocTagsListPageWrapper({ tags, ...props }: Props): JSX.Element {
  const labelled = tags.map((tag) => ({ ...tag, label: docTagByPermalink(tag.permalink)?.label ?? tag.label }));
  return <DocTagsListPage {...props} tags={labelled} />;
}
