import type { UserThemeConfig } from '@docusaurus/theme-common';
import type { PrismTheme } from 'prism-react-renderer';
// prism-react-renderer 1.x ships its themes as CommonJS modules.
import github from 'prism-react-renderer/themes/github';
import dracula from 'prism-react-renderer/themes/dracula';

/**
 * Token colours that reach WCAG AA contrast (4.5:1) on each theme's
 * background; the stock themes miss it for comments, strings and constants.
 */
function withColors(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: [
      ...theme.styles,
      ...Object.entries(colors).map(([types, color]) => ({ types: types.split(','), style: { color } })),
    ],
  };
}

/** On #f6f8fa. */
export const lightTheme = withColors(github, {
  'comment,prolog,doctype,cdata': '#57606a',
  'string,attr-value,char': '#a0204f',
  'entity,url,symbol,number,boolean,variable,constant,property,regex,inserted': '#0b6a69',
  'atrule,keyword,attr-name,selector': '#0a5e86',
  'function,deleted,tag': '#b3263a',
  'function-variable': '#6f42c1',
});

/** On #282a36. */
export const darkTheme = withColors(dracula, {
  comment: '#a0abd0',
});

/**
 * Syntax highlighting for code blocks, in both colour modes, as Docusaurus
 * uses it. The runtime layer's prism-colors technique turns the two themes
 * into one of CSS custom properties (`runtimeLayer().prism`).
 */
export const prism: UserThemeConfig['prism'] = {
  theme: lightTheme,
  darkTheme,
  // Languages beyond prism-react-renderer's defaults that the docs use.
  additionalLanguages: ['http', 'docker', 'ini'],
};
