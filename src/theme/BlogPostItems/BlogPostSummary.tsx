import React from 'react';
import { useBlogPost } from '@docusaurus/theme-common/internal';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemHeaderTitle from '@theme/BlogPostItem/Header/Title';
import BlogPostItemHeaderInfo from '@theme/BlogPostItem/Header/Info';
import TagsListInline from '@theme/TagsListInline';
import styles from './styles.module.css';

/**
 * One post in a list: its title (a link), date and reading time, the
 * one-sentence `description` of its front matter, and its tags. The post's
 * content (the children the stock list passes) is left out: the title leads
 * to it.
 */
export default function BlogPostSummary(): JSX.Element {
  const { metadata } = useBlogPost();
  const { description, tags } = metadata;
  return (
    <BlogPostItemContainer className={styles.post}>
      <BlogPostItemHeaderTitle className={styles.title} />
      {/* The theme's Info takes a className, but its declared type takes no props. */}
      <div className={styles.info}>
        <BlogPostItemHeaderInfo />
      </div>
      {description && (
        <p className={styles.description} itemProp="description">
          {description}
        </p>
      )}
      {tags.length > 0 && (
        <div className={styles.tags}>
          <TagsListInline tags={tags} />
        </div>
      )}
    </BlogPostItemContainer>
  );
}
