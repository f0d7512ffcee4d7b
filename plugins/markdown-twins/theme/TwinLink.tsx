/**
 * The `<link rel="alternate" type="text/markdown">` naming a page's twin,
 * for the <head> of docs and blog posts (the build writes the twin, see
 * ../write-twins.ts).
 */
import React from 'react';
import Head from '@docusaurus/Head';
import { twinPath } from '../../../config/twin-path';

export default function TwinLink({ permalink }: { permalink: string }): JSX.Element {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={twinPath(permalink)} />
    </Head>
  );
}
