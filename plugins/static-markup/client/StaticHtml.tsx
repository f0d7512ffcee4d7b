/**
 * A block of generated reference markup (a FHIR element table, a JSON
 * skeleton) that nothing on the page changes: when the page hydrates it
 * keeps the server's markup as one element instead of hundreds of fibers
 * (see server-markup.ts). Links to other pages of the site still navigate
 * inside the app, through one delegated listener, as Docusaurus's links do.
 * After a client-side navigation it renders its children as usual.
 */
import React, { useEffect, useRef, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import { useServerMarkup } from './server-markup';
import { inAppPath } from './in-app-path';

interface Props {
  /** Unique on the site: the generator derives it from the page and the block. */
  id: string;
  className?: string;
  children: ReactNode;
}

export default function StaticHtml({ id, className, children }: Props): JSX.Element {
  const markup = useServerMarkup(`div[data-static="${id}"]`);
  const block = useRef<HTMLDivElement>(null);
  const history = useHistory();

  useEffect(() => {
    const element = block.current;
    if (markup === undefined || !element) return undefined;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
      const path = inAppPath(event, link, window.location);
      if (path === null) return;
      event.preventDefault();
      history.push(path);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [markup, history]);

  return markup === undefined ? (
    <div className={className} data-static={id}>
      {children}
    </div>
  ) : (
    <div ref={block} className={className} data-static={id} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
