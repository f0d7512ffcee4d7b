import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PrismTheme } from 'prism-react-renderer';
import { darkTheme, lightTheme, prism } from '../../../config/prism';
import { withPrismColors } from '../theme-config';
import { modeIndependentTheme } from '../mode-independent-theme';

/** The value a block of the stylesheet gives a custom property. */
function declared(css: string, block: ':root' | "[data-theme='dark']", name: string): string | undefined {
  const body = css.split(`${block} {`)[1]?.split('}')[0] ?? '';
  return new RegExp(`${name}: ([^;]+);`).exec(body)?.[1];
}

/** A token type's style as prism-react-renderer resolves it from a theme. */
function resolved(theme: PrismTheme, type: string): Record<string, unknown> {
  return Object.assign({}, ...theme.styles.filter((s) => s.types.includes(type)).map((s) => s.style));
}

describe('code colours for both modes', () => {
  const { theme, css } = modeIndependentTheme(lightTheme, darkTheme);

  it('is one theme for both modes in the config it gives the site', () => {
    const config = withPrismColors(prism);
    assert.equal(config?.theme, config?.darkTheme);
    assert.deepEqual(config?.additionalLanguages, prism?.additionalLanguages);
  });

  it('gives every token type of either theme its colours in each mode', () => {
    const types = new Set([...lightTheme.styles, ...darkTheme.styles].flatMap((style) => style.types));
    for (const type of types) {
      const style = theme.styles.find((s) => s.types.includes(type))?.style as Record<string, string>;
      assert.ok(style, type);
      for (const [property, reference] of Object.entries(style)) {
        const name = /var\((--[^)]+)\)/.exec(reference)?.[1] ?? '';
        const light = resolved(lightTheme, type)[property];
        const dark = resolved(darkTheme, type)[property];
        assert.equal(
          declared(css, ':root', name),
          light === undefined ? 'initial' : String(light),
          `${type} ${property}`,
        );
        assert.equal(declared(css, "[data-theme='dark']", name), dark === undefined ? 'initial' : String(dark));
      }
    }
  });

  it('sets the code block colours of each mode from the themes plain colours', () => {
    assert.equal(declared(css, ':root', '--medplum-prism-plain-background-color'), lightTheme.plain.backgroundColor);
    assert.equal(declared(css, "[data-theme='dark']", '--medplum-prism-plain-color'), darkTheme.plain.color);
    assert.equal(theme.plain.backgroundColor, 'var(--medplum-prism-plain-background-color)');
  });

  it('gives lines and each token type, by class, the style prism-react-renderer would write inline', () => {
    /** The declarations of the stylesheet's rule for `selector`, as a style object. */
    const rule = (selector: string) => {
      const body = css.split(`${selector} {`)[1]?.split('}')[0];
      assert.ok(body, selector);
      return Object.fromEntries(
        body
          .split(';')
          .map((declaration) => declaration.trim())
          .filter(Boolean)
          .map((declaration) => {
            const [property, value] = declaration.split(/:\s*/);
            return [property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value];
          }),
      );
    };
    const { backgroundColor, ...line } = theme.plain as Record<string, string>;
    assert.ok(backgroundColor);
    assert.deepEqual(rule('.prism-code .token-line'), line);
    for (const { types, style } of theme.styles) {
      for (const type of types) assert.deepEqual(rule(`.prism-code .token.${type}`), style, type);
    }
  });

  it('keeps the contrast fixes of config/prism.ts', () => {
    assert.equal(declared(css, ':root', '--medplum-prism-comment-color'), '#57606a');
    assert.equal(declared(css, "[data-theme='dark']", '--medplum-prism-comment-color'), '#a0abd0');
  });
});
