/**
 * "Copy page" and "View as Markdown" for a doc. The page's JavaScript holds no
 * Markdown: the button fetches the twin when clicked and writes it to the
 * clipboard, then says so in a live region (or why it could not). The link is
 * a plain <a>, not the router's Link, because the twin is a file, not a route;
 * it works without JavaScript, while the button is hidden there
 * (styles.module.css).
 */
import React, { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { twinPath } from '../../../../config/twin-path';
import { TOOLBAR_TEXTS } from './texts';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" stays before the button reads "Copy page" again. */
const COPIED_MS = 2500;

async function copyTwin(href: string): Promise<void> {
  const response = await fetch(href, { headers: { Accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}

export default function MarkdownToolbar({ permalink }: { permalink: string }): JSX.Element {
  const href = twinPath(permalink);
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = () => {
    window.clearTimeout(timer.current);
    setStatus('copying');
    copyTwin(href).then(
      () => {
        setStatus('copied');
        timer.current = window.setTimeout(() => setStatus('idle'), COPIED_MS);
      },
      () => setStatus('failed'),
    );
  };

  return (
    <div className={styles.toolbar} role="group" aria-label={TOOLBAR_TEXTS.label}>
      <button
        type="button"
        className={clsx(styles.control, styles.copy)}
        onClick={copy}
        disabled={status === 'copying'}
        title={TOOLBAR_TEXTS.copyTitle}
      >
        {status === 'copied' ? TOOLBAR_TEXTS.copied : status === 'copying' ? TOOLBAR_TEXTS.copying : TOOLBAR_TEXTS.copy}
      </button>
      <a className={styles.control} href={href} type="text/markdown">
        {TOOLBAR_TEXTS.view}
      </a>
      <span className={clsx(styles.status, status === 'failed' && styles.error)} role="status" aria-live="polite">
        {status === 'copied' ? TOOLBAR_TEXTS.copied : status === 'failed' ? TOOLBAR_TEXTS.failed : ''}
      </span>
    </div>
  );
}
