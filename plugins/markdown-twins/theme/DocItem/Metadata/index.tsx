/**
 * Wrapped: a doc's stock metadata, plus the alternate link to its Markdown
 * twin. `@theme-init` is the theme's own component: this wrapper lives in a
 * plugin's theme, where `@theme-original` would name this file itself, and a
 * src/theme wrapper of the same component still wraps this one.
 */
import React from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import { useDoc } from '@docusaurus/theme-common/internal';
import TwinLink from '../../TwinLink';

export default function DocItemMetadataWithTwin(): JSX.Element {
  const { metadata } = useDoc();
  return (
    <>
      <Metadata />
      <TwinLink permalink={metadata.permalink} />
    </>
  );
}
