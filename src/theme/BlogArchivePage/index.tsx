/**
 * Swizzled (ejected): the stock archive (theme-classic 2.4.1) puts its hero
 * header outside <main>, where it becomes a second banner landmark next to
 * the announcement bar, and heads each year with an h3 right under the h1
 * (axe's heading-order and landmark-no-duplicate-banner; the Nu HTML Checker
 * reports the skipped level). This copy moves the header into <main>, heads
 * the years with h2 and gives the page a description that says what it lists.
 *
 * Original: @docusaurus/theme-classic/src/theme/BlogArchivePage/index.tsx (2.4.1). Lines marked `changed:` differ from it;
 * the rest is the original's, reformatted by this repository's Prettier.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import type { ArchiveBlogPost, Props } from '@theme/BlogArchivePage';

interface YearProps {
  year: string;
  posts: ArchiveBlogPost[];
}

function Year({ year, posts }: YearProps): JSX.Element {
  return (
    <>
      {/* changed: h2, was h3 */}
      <h2>{year}</h2>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {post.metadata.formattedDate} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function YearsSection({ years }: { years: YearProps[] }): JSX.Element {
  return (
    <section className="margin-vert--lg">
      <div className="container">
        <div className="row">
          {years.map((props) => (
            // changed: keyed by year, was by index
            <div key={props.year} className="col col--4 margin-vert--lg">
              <Year {...props} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProps[] {
  const postsByYear = blogPosts.reduceRight((posts, post) => {
    const year = post.metadata.date.split('-')[0];
    const yearPosts = posts.get(year) ?? [];
    return posts.set(year, [post, ...yearPosts]);
  }, new Map<string, ArchiveBlogPost[]>());
  return Array.from(postsByYear, ([year, posts]) => ({ year, posts }));
}

export default function BlogArchive({ archive }: Props): JSX.Element {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Every post on the blog, by year.', // changed: was 'Archive'
    description: 'The page & hero description of the blog archive page',
  });
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        {/* changed: the header is inside <main>, was before it */}
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <h1 className="hero__title">{title}</h1>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          {years.length > 0 && <YearsSection years={years} />}
        </main>
      </Layout>
    </>
  );
}
