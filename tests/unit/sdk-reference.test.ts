import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { escapeMdxProse } from '../../packages/common/src/html-entities';
import { linkFhirTypes, stripHeadBlocks, toMdx } from '../../generators/sdk-reference/mdx';
import {
  classMembers,
  outputPath,
  pageDescription,
  transformPage,
  withMemberSummary,
} from '../../generators/sdk-reference/transform';

const fence = '```';
const fhirPath = (name: string): string | null =>
  ({ Patient: '/docs/api/fhir/resources/patient', Reference: '/docs/api/fhir/datatypes/reference' })[name] ?? null;

describe('SDK reference: MDX escaping', () => {
  it('escapes a doc comment that MDX 1 would parse as JSX or an expression', () => {
    const comment = 'Returns a Promise<T> for each {resourceType} and Sender <sender@example.com>.';
    assert.equal(
      toMdx(comment),
      'Returns a Promise&lt;T> for each &#123;resourceType&#125; and Sender &lt;sender@example.com>.',
    );
  });

  it('leaves code spans and fenced code alone', () => {
    const markdown = [
      'Use `Map<string, {id: string}>` here.',
      `${fence}ts`,
      'const x: Record<string, number> = {};',
      fence,
    ].join('\n');
    assert.equal(toMdx(markdown), markdown);
  });

  it('reads code as MDX 1 does: spans over two lines, longer backtick runs and indented fences stay code', () => {
    const markdown = [
      'A `Map<K,',
      'V>` and ``a `<T>` b`` here, then {x}.',
      '',
      ` ${fence}ts`,
      'const y: Set<{ a: 1 }> = new Set();',
      ` ${fence}`,
    ].join('\n');
    assert.equal(toMdx(markdown), markdown.replace('{x}', '&#123;x&#125;'));
  });

  it('replaces backslash escapes, which MDX 1 renders with the backslash', () => {
    assert.equal(toMdx('Escaped: \\<T\\> and \\{ a \\}.'), 'Escaped: &lt;T\\> and &#123; a &#125;.');
  });

  it('renders a generic signature from TypeDoc without stray backslashes', () => {
    const signature =
      '> **searchResources**\\<`K`\\>(`resourceType`, `query?`): `ReadablePromise`\\<`ExtractResource`\\<`K`\\>[]\\>';
    assert.equal(
      toMdx(signature),
      '> **searchResources**&lt;`K`\\>(`resourceType`, `query?`): `ReadablePromise`&lt;`ExtractResource`&lt;`K`\\>[]\\>',
    );
    assert.equal(toMdx('# Class: LRUCache<T>'), '# Class: LRUCache&lt;T>');
  });

  it('removes raw <head> blocks that doc comments carry', () => {
    const markdown = 'Intro.\n\n <head>\n   <meta name="x" content="1" />\n </head>\n\n## Extends';
    assert.equal(stripHeadBlocks(markdown), 'Intro.\n\n\n## Extends');
    assert.equal(escapeMdxProse('a < b'), 'a &lt; b');
  });
});

describe('SDK reference: links', () => {
  it('links inline code that names a FHIR type, and nothing else', () => {
    const line = '> **readResource**(`id`): `ReadablePromise`\\<`Patient`\\> and [`Reference`](../x.md)';
    assert.equal(
      linkFhirTypes(line, fhirPath),
      '> **readResource**(`id`): `ReadablePromise`\\<[`Patient`](/docs/api/fhir/resources/patient)\\> and [`Reference`](../x.md)',
    );
    assert.equal(linkFhirTypes(`${fence}\n\`Patient\`\n${fence}`, fhirPath), `${fence}\n\`Patient\`\n${fence}`);
  });

  it('maps TypeDoc folders to the routes of the spec and rewrites cross-links', () => {
    assert.equal(outputPath('classes/MedplumClient.md')?.route, '/docs/sdk/classes/MedplumClient');
    assert.equal(outputPath('enumerations/Operator.md')?.route, '/docs/sdk/enums/Operator');
    assert.equal(outputPath('enumerations/Operator.md')?.pageType, 'sdk-enums');
    assert.equal(outputPath('modules.md')?.route, '/docs/sdk/modules');
    assert.equal(outputPath('functions/sleep.md'), null);
    const page = transformPage(
      'interfaces/SearchRequest.md',
      '# Interface: SearchRequest\\<T\\>\n\nA search request.\n\n### filters?\n\n> [`Operator`](../enumerations/Operator.md) of [`SortRule`](SortRule.md) for `Patient`',
      fhirPath,
    );
    assert.ok(page);
    assert.equal(page.file, 'sdk-interfaces/SearchRequest.md');
    assert.match(
      page.content,
      /^---\ntitle: "SearchRequest"\nsidebar_label: "SearchRequest"\nslug: \/sdk\/interfaces\/SearchRequest\ndescription: "A search request."/,
    );
    assert.match(page.content, /\[`Operator`\]\(\/docs\/sdk\/enums\/Operator\)/);
    assert.match(page.content, /\[`SortRule`\]\(SortRule\.md\)/);
    assert.match(page.content, /\[`Patient`\]\(\/docs\/api\/fhir\/resources\/patient\)/);
  });

  it('names the version of @medplum/core that the site pins in the module index heading', () => {
    const pinned = (
      JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>;
      }
    ).devDependencies['@medplum/core'];
    const page = transformPage('modules.md', '# @medplum/core\n\nThe SDK.\n', fhirPath);
    assert.ok(page);
    assert.match(page.content, new RegExp(`^# @medplum/core ${pinned.replace(/\./g, '\\.')}$`, 'm'));
  });

  it('describes a page by the first sentence of its comment, or a fallback', () => {
    assert.equal(pageDescription('# Class: X\n\nThe client class. It does things.\n', 'fallback'), 'The client class.');
    assert.equal(pageDescription('# Enumeration: Y\n\n## Enumeration Members\n', 'The Y enum.'), 'The Y enum.');
  });
});

describe('class member summary', () => {
  const page = [
    '# Class: Client',
    '',
    'A client.',
    '',
    '## Extends',
    '',
    '- `EventTarget`',
    '',
    '## Constructors',
    '',
    '### Constructor',
    '',
    `${fence}ts`,
    'new Client(options?): Client;',
    fence,
    '',
    '#### Parameters',
    '',
    'The options.',
    '',
    '## Read',
    '',
    '### get()',
    '',
    `${fence}ts`,
    'get<T>(url): Promise<T>;',
    '### not a heading',
    fence,
    '',
    'Makes a GET request. Lower level than read.',
    '',
    '### get \\| put',
    '',
    '#### Call Signature',
    '',
    'Uses `Patient` | pipes.',
    '',
  ].join('\n');

  it('lists each member with its group, its first sentence and the anchor Docusaurus gives it', () => {
    assert.deepEqual(classMembers(page), [
      { name: 'Constructor', group: 'Constructors', anchor: 'constructor', description: '' },
      { name: 'get()', group: 'Read', anchor: 'get', description: 'Makes a GET request.' },
      { name: 'get | put', group: 'Read', anchor: 'get--put', description: 'Uses `Patient` \\| pipes.' },
    ]);
  });

  it('puts the summary table before the first section, linking to each member', () => {
    const out = withMemberSummary(page);
    assert.ok(out.indexOf('## Members') < out.indexOf('## Extends'));
    assert.match(out, /\| \[`get\(\)`\]\(#get\) \| Read \| Makes a GET request\. \|/);
    assert.equal(withMemberSummary('# Enum: E\n\nNo members.'), '# Enum: E\n\nNo members.');
  });
});
