/**
 * Wraps the theme's BlogPostItems (the site's own, src/theme/BlogPostItems,
 * wraps this one and hands it the summaries). Nothing in a list of summaries
 * changes in the browser, so the list keeps the server's markup when the page
 * hydrates (StaticHtml): ten summaries were some 450 fibers. Its links
 * navigate inside the app and are prefetched as a Link's are. Its id is made
 * from the posts' metadata, everything the summaries show.
 */
import React from 'react';
import BlogPostItems from '@theme-init/BlogPostItems';
import type { Props } from '@theme/BlogPostItems';
import StaticHtml from '../client/StaticHtml';
import { contentKey } from '../client/content-key';
import styles from '../client/contents.module.css';

export default function BlogPostItemsKept(props: Props): JSX.Element {
  const id = `blog-summaries-${contentKey(JSON.stringify(props.items.map(({ content }) => content.metadata)))}`;
  return (
    <StaticHtml id={id} className={styles.contents}>
      <BlogPostItems {...props} />
    </StaticHtml>
  );
}
