/**
 * Wraps the theme's Footer (@theme-init/Footer): the footer keeps the server's markup when a page
 * hydrates (runtime/static-markup), instead of becoming some 200 fibers: its
 * columns of links were about a third of what the home page and a blog post
 * hydrated. Nothing in it changes in the browser. Its links navigate inside
 * the app and are prefetched and preloaded as a Link's are (StaticHtml); its
 * id is made from the footer's configuration, so after a client-side
 * navigation the new page's footer takes the same markup from the document.
 */
import React from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import Footer from '@theme-init/Footer';
import StaticHtml from '@site/runtime/static-markup/client/StaticHtml';
import { contentKey } from '@site/runtime/static-markup/client/content-key';
import styles from '@site/runtime/static-markup/client/contents.module.css';

export default function FooterWrapper(): JSX.Element {
  const { footer } = useThemeConfig();
  return (
    <StaticHtml id={`footer-${contentKey(JSON.stringify(footer))}`} className={styles.contents}>
      <Footer />
    </StaticHtml>
  );
}
