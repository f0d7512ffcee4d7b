/**
 * A block of markup that nothing on the page changes (a FHIR element table, a
 * run of Markdown prose): when the page hydrates it keeps the server's markup
 * as one element instead of hundreds of fibers (see server-markup.ts). Its
 * links to other pages of the site behave as Docusaurus's links do: a click
 * navigates inside the app (one delegated listener), the route is prefetched
 * when the link comes into view and preloaded when the pointer reaches it.
 * After a client-side navigation it renders its children as usual; a block
 * of a Markdown page, whose children the browser build leaves out
 * (strip-block-children.ts), takes its markup from the page's HTML, fetched when
 * the route was preloaded (page-markup.ts), and loads the page anew in the
 * rare case it has none.
 */
import React, { useEffect, useRef, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import { observeOnce, type Observation } from '@site/runtime/idle-prefetch/link-observer';
import { useServerMarkup } from './server-markup';
import { fetchedMarkup, reloadForMissingMarkup } from './page-markup';
import { inAppPath, sitePage } from './in-app-path';

interface Props {
  /** Unique on the site: the generator derives it from the page and the block. */
  id: string;
  /** The element that holds the markup: a `div`, or an `li` where the block is an item of a list. */
  as?: 'div' | 'li';
  className?: string;
  /** Absent in the browser build for a block of a Markdown page. */
  children?: ReactNode;
}

type Docusaurus = { prefetch(path: string): unknown; preload(path: string): unknown };

/** The route of a link to another page of the site, without query or hash; null for any other link. */
function routeOf(anchor: Element | null): string | null {
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const page = sitePage(anchor.href, window.location);
  return page === null ? null : page.replace(/[?#].*$/, '');
}

export default function StaticHtml({ id, as: Tag = 'div', className, children }: Props): JSX.Element {
  const fromDocument = useServerMarkup(`${Tag}[data-static="${id}"]`);
  const markup = fromDocument ?? (children === undefined ? fetchedMarkup(id) : undefined);
  const missing = markup === undefined && children === undefined;
  const block = useRef<HTMLElement>(null);
  const history = useHistory();

  useEffect(() => {
    // Neither the document nor a fetched page held this block: the server's page has it.
    if (missing) reloadForMissingMarkup();
  }, [missing]);

  useEffect(() => {
    const element = block.current;
    if (markup === undefined || !element) return undefined;
    const docusaurus = () => (window as unknown as { docusaurus?: Docusaurus }).docusaurus;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
      const path = inAppPath(event, link, window.location);
      if (path === null) return;
      event.preventDefault();
      history.push(path);
    };
    const preloaded = new Set<string>();
    const onPointer = (event: Event) => {
      const route = routeOf(event.target instanceof Element ? event.target.closest('a[href]') : null);
      if (route === null || preloaded.has(route)) return;
      preloaded.add(route);
      docusaurus()?.preload(route);
    };
    const observations: Observation[] = [];
    for (const anchor of element.querySelectorAll('a[href]')) {
      const route = routeOf(anchor);
      if (route !== null) observations.push(observeOnce(anchor, () => docusaurus()?.prefetch(route)));
    }
    element.addEventListener('click', onClick);
    element.addEventListener('mouseover', onPointer);
    element.addEventListener('touchstart', onPointer, { passive: true });
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('mouseover', onPointer);
      element.removeEventListener('touchstart', onPointer);
      observations.forEach((observation) => observation.disconnect());
    };
  }, [markup, history]);

  return markup === undefined ? (
    <Tag className={className} data-static={id}>
      {children}
    </Tag>
  ) : (
    <Tag
      ref={block as React.RefObject<HTMLDivElement & HTMLLIElement>}
      className={className}
      data-static={id}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
