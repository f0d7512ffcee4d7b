/**
 * Swizzled (wrapped): under the stock docs footer (tags, edit link, the date
 * of the page's last commit), a row with "Was this page helpful?" and, on a
 * generated reference page, the package and version it was generated from
 * (set by plugins/reference/reader-signals/stamp-docs.ts; such pages have no commit date).
 */
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import { useDoc } from '@docusaurus/theme-common/internal';
import PageFeedback from '@site/src/components/PageFeedback';
import styles from './styles.module.css';

export default function FooterWrapper(): JSX.Element {
  const { metadata } = useDoc();
  // The page's metadata, not its MDX module's front matter: stamp-docs sets the key after the files are read.
  const generatedFrom = metadata.frontMatter.generated_from as string | undefined;
  return (
    <>
      <Footer />
      <div className={styles.signals}>
        <PageFeedback title={metadata.title} />
        {generatedFrom && (
          <p className={styles.generated}>
            Generated from <code>{generatedFrom}</code>
          </p>
        )}
      </div>
    </>
  );
}
