/**
 * Swizzled (ejected): the stock not-found page (theme-classic 2.4.1) is two
 * sentences and a dead end, and a wrapper cannot add anything inside its
 * layout. This copy keeps its title and texts and adds, below them:
 * - "Did you mean …?" with the site's route nearest to the requested path
 *   (suggest.ts). The routes come from /sitemap.xml, fetched only here, after
 *   the page shows (about 3 KB compressed), so no other page carries them;
 * - a search box: a plain GET form to the search page (/search?q=), which
 *   works without JavaScript and, with it, navigates inside the app;
 * - links to the docs home, the API reference and the blog.
 * Without JavaScript (the static 404.html) everything but the suggestion is there.
 *
 * Original: @docusaurus/theme-classic/src/theme/NotFound.tsx (2.4.1). Lines marked `changed:` differ from it;
 * the rest is the original's, reformatted by this repository's Prettier.
 */
// changed: the imports of React hooks, Link, the router, useBaseUrl and the styles are added.
import React, { useEffect, useState } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { PageMetadata } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

// changed: from here to NotFound, all added.
const START_LINKS = [
  { to: '/docs', label: 'Documentation', description: 'Guides and tutorials, from your first project on.' },
  { to: '/docs/api', label: 'API reference', description: 'FHIR resources, operations, OAuth and the SDK.' },
  { to: '/blog', label: 'Blog', description: 'Posts about FHIR, the platform and compliance.' },
];

/** The route nearest to the current path, once the sitemap has loaded; null while loading or when none is near. */
function useSuggestion(): string | null {
  const { pathname } = useLocation();
  const sitemapUrl = useBaseUrl('/sitemap.xml');
  const [suggestion, setSuggestion] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSuggestion(null);
    // The matching code loads with the sitemap, so docs pages (which bundle this page) do not carry it.
    Promise.all([import('./suggest'), fetch(sitemapUrl).then((response) => (response.ok ? response.text() : ''))])
      .then(([{ sitemapPaths, suggestRoute }, xml]) => {
        if (live) setSuggestion(suggestRoute(pathname, sitemapPaths(xml)));
      })
      .catch(() => {
        // No sitemap (the development server) or no network: no suggestion.
      });
    return () => {
      live = false;
    };
  }, [pathname, sitemapUrl]);
  return suggestion;
}

function SearchForm(): JSX.Element {
  const action = useBaseUrl('/search');
  const history = useHistory();
  return (
    <form
      className={styles.search}
      role="search"
      action={action}
      method="get"
      onSubmit={(event) => {
        const query = new FormData(event.currentTarget).get('q');
        if (typeof query !== 'string' || query.trim() === '') return;
        event.preventDefault();
        history.push(`${action}?q=${encodeURIComponent(query.trim())}`);
      }}
    >
      <label htmlFor="not-found-search" className={styles.searchLabel}>
        Search the site
      </label>
      <div className={styles.searchRow}>
        <input id="not-found-search" className={styles.searchInput} type="search" name="q" required />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  );
}

export default function NotFound(): JSX.Element {
  const suggestion = useSuggestion(); // changed: added
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <Layout>
        <main className="container margin-vert--xl">
          <div className="row">
            <div className="col col--6 col--offset-3">
              {/* changed: the site's class, was hero__title */}
              <h1 className={styles.title}>
                <Translate id="theme.NotFound.title" description="The title of the 404 page">
                  Page Not Found
                </Translate>
              </h1>
              <p>
                <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
                  We could not find what you were looking for.
                </Translate>
              </p>
              {/* changed: from here to the last paragraph, added */}
              <p className={styles.suggestion} aria-live="polite">
                {suggestion && (
                  <>
                    Did you mean <Link to={suggestion}>{suggestion}</Link>?
                  </>
                )}
              </p>
              <SearchForm />
              <h2 className={styles.startTitle}>Or start from</h2>
              <ul className={styles.start}>
                {START_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.startLink}>
                      {link.label}
                    </Link>
                    <span className={styles.startDescription}>{link.description}</span>
                  </li>
                ))}
              </ul>
              {/* changed: with a class, was a plain <p> */}
              <p className={styles.owner}>
                <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
                  Please contact the owner of the site that linked you to the original URL and let them know their link
                  is broken.
                </Translate>
              </p>
            </div>
          </div>
        </main>
      </Layout>
    </>
  );
}
