/**
 * An HTML table as a GFM table: the header row is the `<thead>` row (or the
 * first row), every cell one line, blocks inside a cell flattened: list items
 * joined with "; ", paragraphs and code with spaces.
 */
import type { AnyNode, Element } from 'domhandler';
import { codeSpan, tableCell } from './markdown-syntax';

/** What a table needs of the page's converter (html-to-markdown.ts): links made absolute, cells' inline Markdown. */
interface Converter {
  absolute(href: string): string;
  paragraph(nodes: AnyNode[]): string;
}

const isElement = (node: AnyNode): node is Element => node.type === 'tag';
const children = (el: Element): Element[] => el.children.filter(isElement);

/** Rows of a table in document order, looking through thead/tbody/tfoot. */
function rowsOf(table: Element): { row: Element; head: boolean }[] {
  const rows: { row: Element; head: boolean }[] = [];
  for (const child of children(table)) {
    if (child.name === 'tr') rows.push({ row: child, head: false });
    if (child.name === 'thead' || child.name === 'tbody' || child.name === 'tfoot') {
      for (const row of children(child)) {
        if (row.name === 'tr') rows.push({ row, head: child.name === 'thead' });
      }
    }
  }
  return rows;
}

/**
 * The element path of a nested row of a FHIR reference table: its name cell
 * (`fhir-name fhir-depth-N`, N > 0) shows only the last segment, indented by
 * CSS, which Markdown cannot show; the row's id is the whole path.
 */
function nestedPath(cell: Element, row: Element): string | undefined {
  const nested = /(^|\s)fhir-depth-[1-9]/.test(cell.attribs.class ?? '');
  return nested && row.attribs.id?.includes('.') ? row.attribs.id : undefined;
}

/** One cell's content on one line. */
function cellText(cell: Element, row: Element, converter: Converter): string {
  const path = nestedPath(cell, row);
  if (path) return tableCell(`[${path}](${converter.absolute(`#${path}`)})`);
  const parts: string[] = [];
  const flat = (nodes: AnyNode[]): void => {
    let inline: AnyNode[] = [];
    const flush = () => {
      const text = converter.paragraph(inline);
      if (text) parts.push(text);
      inline = [];
    };
    for (const node of nodes) {
      if (!isElement(node)) {
        inline.push(node);
        continue;
      }
      if (node.name === 'ul' || node.name === 'ol') {
        flush();
        const items = children(node)
          .filter((item) => item.name === 'li')
          .map((item) => converter.paragraph(item.children))
          .filter(Boolean);
        if (items.length) parts.push(items.join('; '));
      } else if (node.name === 'pre') {
        flush();
        parts.push(
          codeSpan(node.children.map((child) => (isElement(child) ? textFrom(child) : textData(child))).join('')),
        );
      } else if (node.name === 'summary') {
        // A collapsed description: its summary in bold, the rest after it.
        flush();
        const summary = converter.paragraph(node.children);
        if (summary) parts.push(`**${summary}** —`);
      } else if (['p', 'div', 'section', 'blockquote', 'details', 'dl', 'dt', 'dd'].includes(node.name)) {
        flush();
        flat(node.children);
      } else {
        inline.push(node);
      }
    }
    flush();
  };
  flat(cell.children);
  // Blocks of one cell become sentences of one line: a block that ends without punctuation gets a full stop.
  const sentences = parts.map((part, i) => (i < parts.length - 1 && !/[.!?:;,—]$/.test(part) ? `${part}.` : part));
  return tableCell(
    sentences
      .join(' ')
      .replace(/ {2}\n/g, ' ')
      .replace(/ —$/, ''),
  );
}

const textData = (node: AnyNode): string => (node.type === 'text' ? (node as unknown as { data: string }).data : '');
const textFrom = (el: Element): string =>
  el.children.map((child) => (isElement(child) ? textFrom(child) : textData(child))).join('');

export function tableMarkdown(table: Element, converter: Converter): string {
  const rows = rowsOf(table).map(({ row, head }) => ({
    head,
    cells: children(row)
      .filter((cell) => cell.name === 'td' || cell.name === 'th')
      .flatMap((cell) => {
        const span = Math.max(1, Math.min(20, Number(cell.attribs.colspan ?? 1) || 1));
        return [cellText(cell, row, converter), ...Array<string>(span - 1).fill('')];
      }),
  }));
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.cells.length));
  if (width === 0) return '';
  const headIndex = rows.findIndex((row) => row.head);
  const header = headIndex === -1 ? rows[0] : rows[headIndex];
  const body = rows.filter((row) => row !== header);
  const line = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`.replace(/ {2}\|/g, ' |');
  return [line(header.cells), `|${' --- |'.repeat(width)}`, ...body.map((row) => line(row.cells))].join('\n');
}
