/**
 * The theme's rules for the article's own blocks, extended to the blocks of a
 * prose run (remark-static-runs.ts).
 *
 * Infima and the site's CSS style some blocks only as direct children of the
 * article: `.markdown > h2` (size, margins), `.markdown > p`. A run wraps its
 * blocks in an element that makes no box (static-run.css), so every rule
 * whose selector ends in `.markdown > tag` gets the same selector through the
 * run, `.markdown > .static-run > tag`, in every stylesheet the build
 * compiles (a PostCSS plugin, added with `configurePostCss`).
 * Structural pseudo-classes such as `.markdown > :last-child` mean something
 * else inside a run and are written by hand in static-run.css.
 */
import type { Plugin as PostCssPlugin, Rule } from 'postcss';

export const RUN_CLASS = 'static-run';

/** `.markdown > h2` (any spacing), as the article's selector and the tag. */
const ARTICLE_CHILD = /^(.*\.markdown)\s*>\s*([a-z][a-z0-9]*)$/;

/** The selectors of one rule with the run's variant after each selector that styles an article's child by tag. */
export function withRunSelectors(selectors: readonly string[]): string[] {
  const out: string[] = [];
  for (const selector of selectors) {
    out.push(selector);
    const match = ARTICLE_CHILD.exec(selector.trim());
    if (match) out.push(`${match[1]} > .${RUN_CLASS} > ${match[2]}`);
  }
  return out;
}

export function runSelectorsPostCss(): PostCssPlugin {
  return {
    postcssPlugin: 'static-run-selectors',
    Rule(rule: Rule) {
      if (!rule.selector.includes('.markdown')) return;
      const selectors = withRunSelectors(rule.selectors);
      if (selectors.length !== rule.selectors.length) rule.selectors = selectors;
    },
  };
}
runSelectorsPostCss.postcss = true as const;
