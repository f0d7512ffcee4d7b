/**
 * Swizzled (wrapped): the stock MDX components, plus the components every doc
 * may use without an import: SdkHttpTabs, and DocSections for the docs home.
 * All stock entries stay.
 */
import MDXComponents from '@theme-original/MDXComponents';
import DocSections from '@site/src/components/DocSections';
import SdkHttpTabs from '@site/src/components/SdkHttpTabs';

export default {
  ...MDXComponents,
  DocSections,
  SdkHttpTabs,
};
