/**
 * Finds the fenced code blocks of a Markdown file. The sample checker
 * (scripts/check-samples.ts) type-checks the TypeScript ones and validates the
 * FHIR JSON ones; a block whose fence says `fragment` is counted but skipped.
 */

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

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const open = FENCE.exec(lines[index]);
    if (!open) {
      index += 1;
      continue;
    }
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let end = index + 1;
    for (; end < lines.length; end += 1) {
      const close = lines[end].trim();
      if (close.startsWith(fence[0]) && close.length >= fence.length && /^[`~]+$/.test(close)) {
        break;
      }
      body.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end].trimStart());
    }
    const words = meta.split(/\s+/).filter(Boolean);
    blocks.push({
      lang: lang.toLowerCase(),
      meta: meta.trim(),
      code: body.join('\n'),
      line: index + 2,
      fragment: words.includes('fragment'),
    });
    index = end + 1;
  }
  return blocks;
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

/** Inline code spans of the prose (outside fenced blocks), with their 1-based lines. */
export function inlineCodeSpans(markdown: string): { code: string; line: number }[] {
  const fenced = new Set<number>();
  const lines = markdown.split(/\r?\n/);
  for (const block of extractCodeBlocks(markdown)) {
    // The fence lines themselves and the body between them.
    const count = block.code.split('\n').length;
    for (let line = block.line - 1; line <= block.line + count; line += 1) fenced.add(line);
  }
  const spans: { code: string; line: number }[] = [];
  lines.forEach((text, index) => {
    if (fenced.has(index + 1)) return;
    for (const match of text.matchAll(/`([^`]+)`/g)) {
      spans.push({ code: match[1], line: index + 1 });
    }
  });
  return spans;
}
