/**
 * The fenced code blocks and inline code of a Markdown file, as the site's
 * Markdown parser finds them (packages/common/src/markdown-code.ts). The sample
 * checker (scripts/check-samples.ts) type-checks the TypeScript blocks and
 * validates the FHIR JSON ones; a block whose fence says `fragment` is counted
 * but skipped.
 */
import { findCode } from '../../packages/common/src/markdown-code';

export interface CodeBlock {
  /** Language named on the fence, lower case ('' when none). */
  lang: string;
  /** The rest of the fence line after the language, such as `title="x"` or `fragment`. */
  meta: string;
  /** The block's text with the fence's indentation removed. */
  code: string;
  /** 1-based line of the block's first code line in the Markdown file. */
  line: number;
  /** True when the fence carries the `fragment` opt-out marker. */
  fragment: boolean;
}

export type SampleKind = 'typescript' | 'tsx' | 'json' | 'other';

export function extractCodeBlocks(markdown: string): CodeBlock[] {
  return findCode(markdown).fenced.map((block) => ({
    lang: block.lang.toLowerCase(),
    meta: block.meta.trim(),
    code: block.value,
    line: block.line + 1,
    fragment: block.meta.split(/\s+/).includes('fragment'),
  }));
}

export function sampleKind(lang: string): SampleKind {
  switch (lang) {
    case 'ts':
    case 'typescript':
      return 'typescript';
    case 'tsx':
      return 'tsx';
    case 'json':
      return 'json';
    default:
      return 'other';
  }
}

/** Inline code spans of the prose (code blocks hold none), with their 1-based lines. */
export function inlineCodeSpans(markdown: string): { code: string; line: number }[] {
  return findCode(markdown).inline.map((span) => ({ code: span.value, line: span.line }));
}
