/**
 * The site's two code themes (config/prism.ts) as one whose colours are CSS
 * custom properties, and the CSS that sets them per mode: code blocks render
 * the same on the server and in the browser in either mode.
 */
import type { UserThemeConfig } from '@docusaurus/theme-common';
import { darkTheme, lightTheme } from '../../config/prism';
import { modeIndependentTheme } from './mode-independent-theme';

const shared = modeIndependentTheme(lightTheme, darkTheme);

/** The stylesheet of the colours of both modes. */
export const prismColorsCss = shared.css;

/** The prism options of the config with the one mode-independent theme. */
export function withPrismColors(prism: UserThemeConfig['prism']): UserThemeConfig['prism'] {
  return { ...prism, theme: shared.theme, darkTheme: shared.theme };
}
