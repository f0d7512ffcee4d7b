/**
 * Swizzled (wrapped): the stock MDX components, plus the components every doc
 * may use without an import. Only SdkHttpTabs is added; all stock entries stay.
 */
import MDXComponents from '@theme-original/MDXComponents';
import SdkHttpTabs from '@site/src/components/SdkHttpTabs';

export default {
  ...MDXComponents,
  SdkHttpTabs,
};
