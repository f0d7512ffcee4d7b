import type { UserThemeConfig } from '@docusaurus/theme-common';
import type { PrismTheme } from 'prism-react-renderer';
// prism-react-renderer 1.x ships its themes as CommonJS modules.
import github from 'prism-react-renderer/themes/github';
import dracula from 'prism-react-renderer/themes/dracula';
import { modeIndependentTheme } from '../runtime/prism-colors/mode-independent-theme';
import { uses } from '../runtime/switch';

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
 * The two themes as one whose colours are CSS custom properties, and the CSS
 * that sets them per mode (runtime/prism-colors): code blocks render the same
 * on the server and in the browser in either mode.
 */
const shared = modeIndependentTheme(lightTheme, darkTheme);
export const prismColorsCss = shared.css;

/**
 * Syntax highlighting for code blocks, in both colour modes: one theme of CSS
 * custom properties with runtime/prism-colors, else the two themes as
 * Docusaurus uses them (the stock runtime).
 */
export const prism: UserThemeConfig['prism'] = {
  ...(uses('prism-colors') ? { theme: shared.theme, darkTheme: shared.theme } : { theme: lightTheme, darkTheme }),
  // Languages beyond prism-react-renderer's defaults that the docs use.
  additionalLanguages: ['http', 'docker', 'ini'],
};
