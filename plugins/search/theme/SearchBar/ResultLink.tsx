/**
 * The link of a search hit, in the modal and on /search. Docusaurus's Link
 * prefetches a page's code as soon as the link is on screen; hits change on
 * every key a reader types, so that fetched the pages of hits nobody opened
 * (six to ten route chunks for one typed word). This link loads a page's code
 * only when the reader points at the hit, focuses it or selects it
 * (preloadHit, as Docusaurus's Link does on hover), and opens it in the app
 * like Docusaurus's Link; a modified click (new tab, new window) stays the
 * browser's.
 */
import React, { type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHistory } from '@docusaurus/router';

type Docusaurus = { preload?: (route: string) => unknown };

function isInternal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** Loads the code of a hit's page (its route, without anchor or query), once Docusaurus is running. */
export function preloadHit(url: string | null | undefined): void {
  if (!url || !isInternal(url)) return;
  const route = url.replace(/[?#].*$/, '');
  const docusaurus = (window as unknown as { docusaurus?: Docusaurus }).docusaurus;
  try {
    void Promise.resolve(docusaurus?.preload?.(route)).catch(() => undefined);
  } catch {
    // A route Docusaurus does not know loads when it is opened.
  }
}

function opensHere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!target || target === '_self')
  );
}

export default function ResultLink({
  to,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>): JSX.Element {
  const history = useHistory();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isInternal(to) || !opensHere(event)) return;
        event.preventDefault();
        history.push(to);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preloadHit(to);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preloadHit(to);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preloadHit(to);
      }}
    />
  );
}
