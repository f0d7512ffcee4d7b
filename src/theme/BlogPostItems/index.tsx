/**
 * Swizzled (wrapped): the blog's lists (/blog, its later pages and the tag
 * pages) show each post as a short summary that scans, instead of the stock
 * item, which renders the post's opening paragraphs under a 3rem title so one
 * post fills a phone's screen. The stock component takes the item component as
 * a prop, so this wrapper only hands it BlogPostSummary; a page that passes its
 * own keeps it.
 *
 * Nothing in a list of summaries changes in the browser, so the list keeps
 * the server's markup when the page hydrates (StaticHtml, plugins/static-markup):
 * ten summaries were some 450 fibers. Its links navigate inside the app and
 * are prefetched as a Link's are. Its id is made from the posts' metadata,
 * everything the summaries show.
 */
import React from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type { Props } from '@theme/BlogPostItems';
import StaticHtml from '@site/plugins/static-markup/client/StaticHtml';
import { contentKey } from '@site/plugins/static-markup/client/content-key';
import styles from '@site/plugins/static-markup/client/contents.module.css';
import BlogPostSummary from './BlogPostSummary';

export default function BlogPostItemsWrapper(props: Props): JSX.Element {
  if (props.component) return <BlogPostItems {...props} />;
  const id = `blog-summaries-${contentKey(JSON.stringify(props.items.map(({ content }) => content.metadata)))}`;
  return (
    <StaticHtml id={id} className={styles.contents}>
      <BlogPostItems {...props} component={BlogPostSummary} />
    </StaticHtml>
  );
}
