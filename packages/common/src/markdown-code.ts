/**
 * The code of a Markdown document, as MDX 1 (Docusaurus 2.4.1) reads it: the
 * document is parsed with remark-parse 8, the parser @mdx-js/mdx 1.6 uses, so
 * what counts as a code block or a code span here is what the site renders as
 * code. The sample checker reads the fenced blocks and inline code of
 * docs/ and blog/; the SDK reference escapes everything else for MDX.
 */
import remarkParse from 'remark-parse';
import unified from 'unified';

/** A stretch of the document: 0-based offsets (end exclusive) and the 1-based line and column of its start. */
export interface SourceRange {
  start: number;
  end: number;
  line: number;
  column: number;
}

/** A block opened by ``` or ~~~. */
interface FencedCode extends SourceRange {
  /** The first word of the fence's info string, as written ('' when none). */
  lang: string;
  /** The rest of the info string, such as `title="a.ts" fragment` ('' when none). */
  meta: string;
  /** The code between the fences, without the indentation of the fence or of its container. */
  value: string;
}

/** A code span such as `Patient`, backticks included in the range. */
interface InlineCode extends SourceRange {
  value: string;
  /** True when the span is (part of) the text of a link. */
  inLink: boolean;
}

export interface MarkdownCode {
  fenced: FencedCode[];
  /** Blocks indented by four spaces: code to MDX, but with no language. */
  indented: SourceRange[];
  inline: InlineCode[];
}

interface MdastNode {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  children?: MdastNode[];
  position?: { start: { line: number; column: number; offset?: number }; end: { offset?: number } };
}

const parser = unified().use(remarkParse);

/** A fence at a code node's start, after the up to three spaces of its own indentation. */
const FENCE_AT = / {0,3}(?:`{3}|~{3})/y;

function rangeOf(node: MdastNode): SourceRange {
  const position = node.position;
  if (position?.start.offset === undefined || position.end.offset === undefined) {
    throw new Error(`remark-parse gave a ${node.type} node without offsets`);
  }
  return {
    start: position.start.offset,
    end: position.end.offset,
    line: position.start.line,
    column: position.start.column,
  };
}

/** The code blocks and code spans of `markdown`, in document order. */
export function findCode(markdown: string): MarkdownCode {
  const found: MarkdownCode = { fenced: [], indented: [], inline: [] };
  const visit = (node: MdastNode, inLink: boolean): void => {
    if (node.type === 'code') {
      const range = rangeOf(node);
      FENCE_AT.lastIndex = range.start;
      if (FENCE_AT.test(markdown)) {
        found.fenced.push({ ...range, lang: node.lang ?? '', meta: node.meta ?? '', value: node.value ?? '' });
      } else {
        found.indented.push(range);
      }
    } else if (node.type === 'inlineCode') {
      found.inline.push({ ...rangeOf(node), value: node.value ?? '', inLink });
    }
    const linkText = inLink || node.type === 'link' || node.type === 'linkReference';
    for (const child of node.children ?? []) visit(child, linkText);
  };
  visit(parser.parse(markdown) as MdastNode, false);
  return found;
}

/**
 * Rewrites the text outside `keep` (ranges sorted by start, not overlapping)
 * with `transform`, and copies the ranges as they are.
 */
export function mapOutside(text: string, keep: readonly SourceRange[], transform: (text: string) => string): string {
  let out = '';
  let last = 0;
  for (const range of keep) {
    out += transform(text.slice(last, range.start)) + text.slice(range.start, range.end);
    last = range.end;
  }
  return out + transform(text.slice(last));
}
