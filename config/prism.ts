import type { UserThemeConfig } from '@docusaurus/theme-common';
// prism-react-renderer 1.x ships its themes as CommonJS modules.
import lightTheme from 'prism-react-renderer/themes/github';
import darkTheme from 'prism-react-renderer/themes/dracula';

/** Syntax highlighting for code blocks, in both colour modes. */
export const prism: UserThemeConfig['prism'] = {
  theme: lightTheme,
  darkTheme,
  // Languages beyond prism-react-renderer's defaults that the docs use.
  additionalLanguages: ['http', 'docker', 'ini'],
};
