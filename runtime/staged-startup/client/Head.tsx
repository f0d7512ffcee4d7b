/**
 * `@docusaurus/Head` in the browser build (see ../index.ts): the same Helmet,
 * rendered by the Heads of the hydrated page only once hydration is over.
 *
 * The server already wrote every tag, title and attribute the Heads set into
 * the document. During hydration react-helmet-async would recompute the
 * head's state as each Helmet mounts, each time over all of them, inside the
 * page's longest task; it writes to the document only on the next frame
 * anyway. A Head that mounts after hydration (a client-side navigation, a
 * search result) renders its Helmet at once, as the stock one does.
 */
import React, { useEffect, useState, type ComponentProps } from 'react';
import { Helmet } from 'react-helmet-async';
import { isHydrating } from './hydration';

export default function Head(props: ComponentProps<typeof Helmet>): JSX.Element | null {
  const [live, setLive] = useState(() => !isHydrating());
  useEffect(() => setLive(true), []);
  return live ? <Helmet {...props} /> : null;
}
