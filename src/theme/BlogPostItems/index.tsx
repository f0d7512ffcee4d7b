/**
 * Swizzled (wrapped): the blog's lists (/blog, its later pages and the tag
 * pages) show each post as a short summary that scans, instead of the stock
 * item, which renders the post's opening paragraphs under a 3rem title so one
 * post fills a phone's screen. The stock component takes the item component as
 * a prop, so this wrapper only hands it BlogPostSummary; a page that passes its
 * own keeps it.
 *
 * With the runtime layer the list also keeps the server's markup when the page
 * hydrates (runtime/static-markup/theme/BlogPostItems.tsx, which this wraps).
 */
import React from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type { Props } from '@theme/BlogPostItems';
import BlogPostSummary from './BlogPostSummary';

export default function BlogPostItemsWrapper(props: Props): JSX.Element {
  return <BlogPostItems {...props} component={props.component ?? BlogPostSummary} />;
}
