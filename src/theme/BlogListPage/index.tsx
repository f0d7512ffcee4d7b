/**
 * Swizzled (ejected): the stock blog list (theme-classic 2.4.1) has no h1, so
 * /blog and its later pages have no main heading (axe's page-has-heading-one;
 * screen reader users lose the page's title). A wrapper cannot reach inside
 * the layout, so this copy adds a header with the blog's title and
 * description above the posts, as the tag pages have. The posts themselves
 * are summaries (src/theme/BlogPostItems). Everything else is the theme's.
 *
 * Original: @docusaurus/theme-classic/src/theme/BlogListPage/index.tsx (2.4.1). Lines marked `changed:` differ from it;
 * the rest is the original's, reformatted by this repository's Prettier.
 */
import React from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata, HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import type { Props } from '@theme/BlogListPage';
import styles from './styles.module.css'; // changed: added, the header's style

function BlogListPageMetadata({ metadata }: Props): JSX.Element {
  const {
    siteConfig: { title: siteTitle },
  } = useDocusaurusContext();
  const { blogDescription, blogTitle, permalink } = metadata;
  const isBlogOnlyMode = permalink === '/';
  const title = isBlogOnlyMode ? siteTitle : blogTitle;
  return (
    <>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent({ metadata, items, sidebar }: Props): JSX.Element {
  return (
    <BlogLayout sidebar={sidebar}>
      {/* changed: added, the page's h1 and the blog's description. */}
      <header className="margin-bottom--lg">
        <h1 className={styles.title}>{metadata.blogTitle}</h1>
        <p>{metadata.blogDescription}</p>
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): JSX.Element {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
