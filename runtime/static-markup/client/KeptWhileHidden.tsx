/**
 * Markup the theme hides with CSS below its desktop layout (the docs
 * sidebar, the navbar's links), kept as the server rendered it while it is
 * hidden.
 *
 * Nobody can see or reach it at those widths, yet React hydrated every fiber
 * of it. When the page hydrates in a narrow window the markup stays the
 * server's (server-markup.ts), one element; it renders as usual once the
 * window reaches `media`, at once in a wider window, and after a client-side
 * navigation, when the document holds no markup with its id.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import { useServerMarkup } from './server-markup';
import styles from './contents.module.css';

/** Where the theme shows its desktop layout (Infima's and the theme's CSS, useWindowSize's 996 px). */
export const DESKTOP_LAYOUT = '(min-width: 997px)';

interface Props {
  /** Made from everything that shapes the markup, so the document can only hold this block's. */
  id: string;
  /** The media query at which the block shows. */
  media?: string;
  children: ReactNode;
}

export default function KeptWhileHidden({ id, media = DESKTOP_LAYOUT, children }: Props): JSX.Element {
  const markup = useServerMarkup(`div[data-kept="${id}"]`);
  const [live, setLive] = useState(() => markup === undefined || window.matchMedia(media).matches);

  useEffect(() => {
    if (live) return undefined;
    const query = window.matchMedia(media);
    const onChange = () => query.matches && setLive(true);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [live, media]);

  return live ? (
    <div key="live" className={styles.contents} data-kept={id}>
      {children}
    </div>
  ) : (
    <div key="server" className={styles.contents} data-kept={id} dangerouslySetInnerHTML={{ __html: markup ?? '' }} />
  );
}
