/**
 * One Prism theme for both colour modes, whose colours are CSS custom
 * properties, and the stylesheet that sets those properties per mode.
 *
 * Docusaurus 2.4.1 renders code blocks on the server with the light theme,
 * then remounts every code block after hydration (a `key` that changes when
 * the page becomes interactive) so that a reader in dark mode gets the dark
 * inline colours. That second render tokenised every block again: on an SDK
 * class page, about 170 ms of main-thread work before any slowdown. With
 * colours as `var(--medplum-prism-…)` the markup is the same in both modes,
 * the stylesheet picks the mode's values, and the remount can go
 * (theme-classic/src/theme/CodeBlock).
 */
import type { PrismTheme } from 'prism-react-renderer';

type Style = PrismTheme['plain'];
type Dict = Record<string, Style>;

/**
 * A property one theme leaves unset. A custom property set to `initial` is
 * invalid where it is used, so the token's property behaves as if it had no
 * inline style: colour and font style inherit from the code block, opacity
 * stays 1.
 */
const UNSET = 'initial';

/** Each token type's style as prism-react-renderer resolves it: the theme's styles for the type, merged in order. */
function resolve(theme: PrismTheme): Dict {
  const dict: Dict = { plain: { ...theme.plain } };
  for (const { types, style, languages } of theme.styles) {
    if (languages) throw new Error('prism-colors: language-specific theme styles are not supported');
    for (const type of types) dict[type] = { ...dict[type], ...style };
  }
  return dict;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const variable = (type: string, property: string) => `--medplum-prism-${type}-${kebab(property)}`;

function value(style: Style | undefined, property: string): string {
  const found = (style as Record<string, unknown> | undefined)?.[property];
  return found === undefined ? UNSET : String(found);
}

/** The shared theme and the CSS that gives its properties the light and the dark theme's values. */
export function modeIndependentTheme(light: PrismTheme, dark: PrismTheme): { theme: PrismTheme; css: string } {
  const lightDict = resolve(light);
  const darkDict = resolve(dark);
  const types = [...new Set([...Object.keys(lightDict), ...Object.keys(darkDict)])].sort();
  const styles: Record<string, Record<string, string>> = {};
  const lightVars: string[] = [];
  const darkVars: string[] = [];
  for (const type of types) {
    const properties = [...new Set([...Object.keys(lightDict[type] ?? {}), ...Object.keys(darkDict[type] ?? {})])];
    styles[type] = {};
    for (const property of properties.sort()) {
      styles[type][property] = `var(${variable(type, property)})`;
      lightVars.push(`${variable(type, property)}: ${value(lightDict[type], property)};`);
      darkVars.push(`${variable(type, property)}: ${value(darkDict[type], property)};`);
    }
  }
  const { plain, ...tokens } = styles;
  const theme: PrismTheme = {
    plain: plain as Style,
    styles: Object.entries(tokens).map(([type, style]) => ({ types: [type], style: style as Style })),
  };
  const declarations = (style: Record<string, string>) =>
    Object.entries(style).map(([property, reference]) => `${kebab(property)}: ${reference};`);
  // The colours the elements of a block no longer carry inline (client/inline-style.ts): a line gets the plain
  // style without its background, as prism-react-renderer gives it, and a token of one type its type's style.
  const lineStyle = Object.fromEntries(Object.entries(plain).filter(([property]) => property !== 'backgroundColor'));
  const rules = [
    `.prism-code .token-line { ${declarations(lineStyle).join(' ')} }`,
    ...Object.entries(tokens).map(([type, style]) => `.prism-code .token.${type} { ${declarations(style).join(' ')} }`),
  ];
  const css =
    `/* Written by runtime/prism-colors from config/prism.ts. */\n` +
    `:root {\n  ${lightVars.join('\n  ')}\n}\n[data-theme='dark'] {\n  ${darkVars.join('\n  ')}\n}\n` +
    `${rules.join('\n')}\n`;
  return { theme, css };
}
