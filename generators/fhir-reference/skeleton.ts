/**
 * The JSON skeleton of a type, in the specification's style: each property
 * with its type and cardinality, backbone elements nested, choice elements
 * spelled out as their alternatives, inherited elements named in comments.
 * It is HTML (a <pre> with links), folded in a <details>: each property name
 * leads to its row of the Elements table, each type to its page.
 */
import type { ElementDefinition, ElementType, FhirIndex, TypeInfo } from '../../packages/fhir-model';
import { anchorHref, jsxString } from './mdx';
import { escapeJsxText } from '../../packages/common/src/html-entities';
import { choiceName, typeCode, typePath } from './types';

/** Primitive types whose JSON value is a number or a boolean, not a string. */
const UNQUOTED = new Set(['boolean', 'integer', 'decimal', 'positiveInt', 'unsignedInt', 'integer64']);

interface Line {
  indent: number;
  /** JSX of the line's JSON. */
  code: string;
  /** Plain text of the trailing comment. */
  comment?: string;
}

const nameLink = (id: string, label: string) => `"<a href="${anchorHref('', id)}">${escapeJsxText(label)}</a>"`;

function typeLink(index: FhirIndex, name: string): string {
  const target = typePath(index, name);
  return target ? `<a href="${target}">${escapeJsxText(name)}</a>` : escapeJsxText(name);
}

/** The JSON value of one type: `"<string>"`, `<boolean>`, `{ HumanName }`, `{ Reference(Patient) }`. */
function valueOf(index: FhirIndex, type: ElementType): string {
  const code = typeCode(type);
  if (code.charAt(0) === code.charAt(0).toLowerCase()) {
    const value = `&lt;${escapeJsxText(code)}&gt;`;
    return UNQUOTED.has(code) ? value : `"${value}"`;
  }
  if (code === 'Reference' && type.targetProfile?.length) {
    const targets = type.targetProfile.map((profile) => profile.split('/').pop() ?? profile);
    return `&#123; ${typeLink(index, 'Reference')}(${targets.map((t) => typeLink(index, t)).join(' &#124; ')}) &#125;`;
  }
  return `&#123; ${typeLink(index, code)} &#125;`;
}

const isArray = (element: ElementDefinition) => element.max !== undefined && element.max !== '0' && element.max !== '1';
const cardinality = (element: ElementDefinition) => `${element.min ?? 0}..${element.max ?? '*'}`;

/** The lines of one member of an object; a list of members, to put commas between. */
function members(index: FhirIndex, info: TypeInfo, parent: string, elements: ElementDefinition[], indent: number) {
  const prefix = parent + '.';
  const children = elements.filter((e) => e.path.startsWith(prefix) && !e.path.slice(prefix.length).includes('.'));
  const out: Line[][] = [];
  for (const element of children) {
    const relative = element.path.slice(info.name.length + 1);
    const name = relative.split('.').pop() ?? relative;
    const array = isArray(element);
    const wrap = (value: string) => (array ? `[${value}]` : value);
    if (element.contentReference) {
      const target = element.contentReference.replace(/^#[A-Za-z]+\./, '');
      const value = `&#123; Content as for <a href="${anchorHref('', target)}">${escapeJsxText(target)}</a> &#125;`;
      out.push([{ indent, code: `${nameLink(relative, name)} : ${wrap(value)}`, comment: cardinality(element) }]);
      continue;
    }
    const types = element.type ?? [];
    if (name.endsWith('[x]') && types.length > 1) {
      // A comment names the choice; each alternative is a JSON property of its own.
      const parentPath = relative.split('.').slice(0, -1);
      const intro: Line = {
        indent,
        code: `// <a href="${anchorHref('', relative)}">${escapeJsxText(name)}</a>: ${cardinality(element)}, one of these ${types.length}:`,
      };
      types.forEach((type, i) => {
        const alternative = choiceName(name, typeCode(type));
        const id = [...parentPath, alternative].join('.');
        const line = { indent, code: `${nameLink(id, alternative)} : ${wrap(valueOf(index, type))}` };
        out.push(i === 0 ? [intro, line] : [line]);
      });
      continue;
    }
    const single = types[0];
    const nested = single && (single.code === 'BackboneElement' || single.code === 'Element');
    if (nested) {
      const inner = members(index, info, element.path, elements, indent + 1);
      out.push([
        { indent, code: `${nameLink(relative, name)} : ${array ? '[' : ''}&#123;`, comment: cardinality(element) },
        ...withCommas(inner),
        { indent, code: `&#125;${array ? ']' : ''}` },
      ]);
      continue;
    }
    const value = types.length === 1 ? valueOf(index, single) : types.map((t) => valueOf(index, t)).join(' &#124; ');
    const renamed = name.endsWith('[x]') && single ? choiceName(name, typeCode(single)) : name;
    const id = renamed === name ? relative : [...relative.split('.').slice(0, -1), renamed].join('.');
    out.push([{ indent, code: `${nameLink(id, renamed)} : ${wrap(value)}`, comment: cardinality(element) }]);
  }
  return out;
}

function withCommas(list: Line[][]): Line[] {
  return list.flatMap((lines, i) =>
    i < list.length - 1
      ? [...lines.slice(0, -1), { ...lines[lines.length - 1], code: lines[lines.length - 1].code + ',' }]
      : lines,
  );
}

/**
 * The skeleton of `info`: `own` are the elements of its Elements table,
 * `inherited` those it inherits (named in comments by their base type).
 */
export function renderSkeleton(
  index: FhirIndex,
  info: TypeInfo,
  own: ElementDefinition[],
  inherited: ElementDefinition[],
): string {
  const head: Line[] = [];
  if (info.sd.kind === 'resource') {
    head.push({ indent: 1, code: `"resourceType" : "${escapeJsxText(info.name)}"${own.length > 0 ? ',' : ''}` });
  }
  const bases = new Map<string, ElementDefinition[]>();
  for (const element of inherited) {
    const base = (element.base?.path ?? '').split('.')[0] || 'Element';
    bases.set(base, [...(bases.get(base) ?? []), element]);
  }
  for (const [base, elements] of bases) {
    const names = elements.map((e) => {
      const relative = e.path.slice(info.name.length + 1);
      return `<a href="${anchorHref('', relative)}">${escapeJsxText(relative)}</a>`;
    });
    head.push({ indent: 1, code: `// from ${escapeJsxText(base)}: ${names.join(', ')}` });
  }
  const body = withCommas(members(index, info, info.name, own, 1));
  const lines: Line[] = [{ indent: 0, code: '&#123;' }, ...head, ...body, { indent: 0, code: '&#125;' }];
  const text = lines
    .map((line, i) => {
      const comment = line.comment ? ` // ${escapeJsxText(line.comment)}` : '';
      return (i === 0 ? '' : jsxString('\n' + '  '.repeat(line.indent))) + line.code + comment;
    })
    .join('');
  return `<details className="fhir-json"><summary>JSON skeleton</summary><pre>${text}</pre></details>`;
}
