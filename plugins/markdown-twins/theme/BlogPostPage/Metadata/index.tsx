/**
 * Wrapped: a post's stock metadata, plus the alternate link to its Markdown
 * twin (`@theme-init`: see DocItem/Metadata).
 */
import React from 'react';
import Metadata from '@theme-init/BlogPostPage/Metadata';
import { useBlogPost } from '@docusaurus/theme-common/internal';
import TwinLink from '../../TwinLink';

export default function BlogPostPageMetadataWithTwin(): JSX.Element {
  const { metadata } = useBlogPost();
  return (
    <>
      <Metadata />
      <TwinLink permalink={metadata.permalink} />
    </>
  );
}
