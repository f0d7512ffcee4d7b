import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type FhirIndex, loadIndex, searchExpression } from '../../packages/fhir-model';
import { anchorHref, inlineMarkdown } from '../../generators/fhir-reference/mdx';
import { decodeEntities, escapeJsxText } from '../../packages/common/src/html-entities';
import { elementRows, linkResolver, renderPage, searchDescription } from '../../generators/fhir-reference/render';
import { generate } from '../../generators/fhir-reference/generate';

const MEDPLUM_TYPES = [
  'AccessPolicy',
  'Bot',
  'BulkDataExport',
  'ClientApplication',
  'JsonWebKey',
  'Login',
  'PasswordChangeRequest',
  'Project',
  'ProjectMembership',
  'SmartAppLaunch',
  'User',
  'UserConfiguration',
];

describe('FHIR reference generator, on the real definitions', () => {
  let index: FhirIndex;
  const info = (name: string) => {
    const found = index.types.get(name);
    assert.ok(found, `${name} is indexed`);
    return found;
  };

  before(() => {
    index = loadIndex();
  });

  it('indexes the 146 concrete R4 resources, the complex data types and the Medplum types', () => {
    const count = (category: string) => [...index.types.values()].filter((t) => t.category === category).length;
    assert.equal(count('resources'), 146);
    assert.equal(count('datatypes'), 39);
    for (const name of MEDPLUM_TYPES) {
      assert.equal(info(name).category, 'medplum');
    }
    for (const name of ['Address', 'CodeableConcept', 'HumanName', 'Identifier', 'Reference']) {
      assert.equal(info(name).category, 'datatypes');
    }
    assert.equal(index.types.has('DomainResource'), false, 'abstract types get no page');
    assert.equal(index.types.has('SimpleQuantity'), false, 'constraints get no page');
  });

  it('nests backbone elements with their depth and path anchors', () => {
    const rows = elementRows(index, info('Patient'), info('Patient').sd.snapshot?.element.slice(1) ?? []);
    const contactName = rows.find((row) => row.id === 'contact.name');
    assert.ok(contactName);
    assert.equal(contactName.depth, 1);
    assert.equal(contactName.name, 'name');
    assert.match(contactName.type, /href="\/docs\/api\/fhir\/datatypes\/humanname"/);
    assert.equal(rows.find((row) => row.id === 'birthDate')?.cardinality, '0..1');
    assert.match(rows.find((row) => row.id === 'name')?.type ?? '', /HumanName<\/a>\[\]$/, 'arrays are marked');
  });

  it('expands a choice type into one row per type', () => {
    const rows = elementRows(index, info('Observation'), info('Observation').sd.snapshot?.element.slice(1) ?? []);
    const ids = rows.map((row) => row.id);
    const at = ids.indexOf('value[x]');
    assert.ok(at >= 0);
    for (const expanded of ['valueQuantity', 'valueCodeableConcept', 'valueString', 'valueBoolean', 'valuePeriod']) {
      assert.ok(ids.includes(expanded), `${expanded} is listed`);
    }
    assert.equal(rows[at + 1].depth, rows[at].depth + 1);
    assert.match(rows.find((row) => row.id === 'valueQuantity')?.type ?? '', /datatypes\/quantity/);
  });

  it('lists and links the targets of a reference', () => {
    const rows = elementRows(index, info('Observation'), info('Observation').sd.snapshot?.element.slice(1) ?? []);
    const subject = rows.find((row) => row.id === 'subject')?.type ?? '';
    for (const target of ['patient', 'group', 'device', 'location']) {
      assert.match(subject, new RegExp(`href="/docs/api/fhir/resources/${target}"`));
    }
    assert.match(subject, /^<a href="\/docs\/api\/fhir\/datatypes\/reference">Reference<\/a>\(/);
  });

  it('gives Patient its own search parameters with its part of shared descriptions', () => {
    const codes = (index.searchParams.get('Patient') ?? []).map((p) => p.code);
    for (const code of ['birthdate', 'family', 'given', 'identifier', 'name', 'gender', 'general-practitioner']) {
      assert.ok(codes.includes(code), `Patient has ${code}`);
    }
    const birthdate = (index.searchParams.get('Patient') ?? []).find((p) => p.code === 'birthdate');
    assert.ok(birthdate);
    assert.equal(searchExpression(birthdate, 'Patient'), 'Patient.birthDate');
    assert.equal(searchDescription(birthdate, 'Patient'), "The patient's date of birth");
  });

  it('computes which resources reference Patient', () => {
    const refs = index.referencedBy.get('Patient') ?? [];
    assert.ok(refs.some((r) => r.from === 'Observation' && r.element === 'subject'));
    assert.ok(refs.some((r) => r.from === 'Encounter' && r.element === 'subject'));
    assert.ok(refs.some((r) => r.from === 'Patient' && r.element === 'link.other'));
    assert.ok(new Set(refs.map((r) => r.from)).size > 50);
  });

  it('renders a page with an anchor per element, the sections and no definitions JSON', () => {
    const page = renderPage(index, info('Patient'));
    assert.match(page, /^---\ntitle: Patient\n/);
    assert.match(page, /<tr id="birthDate">/);
    assert.match(page, /<tr id="contact\.name">/);
    for (const heading of ['## Elements', '## Inherited elements', '## Search parameters', '## Referenced by']) {
      assert.ok(page.includes(`\n${heading}\n`), heading);
    }
    assert.doesNotMatch(page, /"resourceType":"|snapshot/);
    assert.doesNotMatch(page, /\{(?!")/, 'no raw braces reach MDX');
  });

  it('links choice-type rows with a percent-encoded fragment and keeps the row id as it is', () => {
    const patient = renderPage(index, info('Patient'));
    assert.match(patient, /<tr id="deceased&#91;x&#93;">/);
    assert.match(patient, /<a className="fhir-anchor" href="#deceased%5Bx%5D">/);
    const medicationDispense = renderPage(index, info('MedicationDispense'));
    assert.match(medicationDispense, /<tr id="statusReason&#91;x&#93;">/);
    assert.match(
      renderPage(index, info('DetectedIssue')),
      /href="\/docs\/api\/fhir\/resources\/medicationdispense#statusReason%5Bx%5D"/,
    );
    // Every fragment of every page, as JSX reads the attribute, holds only characters a URL fragment may hold.
    const entity = (text: string) =>
      text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
    for (const name of index.types.keys()) {
      for (const [, raw] of renderPage(index, info(name)).matchAll(/href="([^"]*)"/g)) {
        const href = entity(raw);
        const fragment = href.includes('#') ? href.slice(href.indexOf('#') + 1) : '';
        assert.match(fragment, /^([A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-F]{2})*$/, `${name}: ${href}`);
      }
    }
  });

  it('writes every page and skips unchanged input', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'fhir-ref-'));
    try {
      const first = generate(out);
      assert.equal(first.pages, 146 + 39 + index.types.size - 146 - 39);
      assert.equal(first.skipped, false);
      assert.equal(readdirSync(path.join(out, 'resources')).filter((f) => f.endsWith('.md')).length, 147);
      assert.match(readFileSync(path.join(out, 'resources', 'index.md'), 'utf8'), /## Clinical/);
      assert.equal(generate(out).skipped, true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('MDX-safe text', () => {
  it('escapes what MDX or JSX would act on', () => {
    assert.equal(escapeJsxText('a <b> {c} & d'), 'a &lt;b&gt; &#123;c&#125; &amp; d');
  });

  it('renders code spans and resolves links, dropping unknown ones to text', () => {
    const resolve = (href: string) => (href === 'patient.html' ? '/docs/api/fhir/resources/patient' : null);
    assert.equal(
      inlineMarkdown('See [Patient](patient.html), [x](other.html) and `a{b}`', resolve),
      'See <a href="/docs/api/fhir/resources/patient">Patient</a>, x and <code>a&#123;b&#125;</code>',
    );
  });

  it('percent-encodes what a URL fragment may not hold, once, and leaves the rest', () => {
    assert.equal(anchorHref('', 'deceased[x]'), '#deceased%5Bx%5D');
    assert.equal(
      anchorHref('/docs/api/fhir/resources/patient', 'contact.name'),
      '/docs/api/fhir/resources/patient#contact.name',
    );
    assert.equal(anchorHref('', 'a b%c#d'), '#a%20b%25c%23d');
    assert.equal(anchorHref('', 'search-_id'), '#search-&#95;id', 'MDX-escaped; JSX reads it back as search-_id');
    assert.equal(decodeURIComponent(anchorHref('', 'item.answer.value[x]').slice(1)), 'item.answer.value[x]');
  });

  it('maps hl7.org page links to the site and keeps absolute links', () => {
    const resolve = linkResolver(loadIndex());
    assert.equal(resolve('observation.html#value'), '/docs/api/fhir/resources/observation');
    assert.equal(resolve('datatypes.html#HumanName'), null);
    assert.equal(resolve('https://hl7.org/fhir/R4/'), 'https://hl7.org/fhir/R4/');
  });
});

describe('entities in the definitions', () => {
  it('decodes entities the source already holds, so readers see the character once', () => {
    assert.equal(decodeEntities('a &quot;b&quot; &amp; &#39;c&#39; &#x3C; &unknown;'), 'a "b" & \'c\' < &unknown;');
    // Escaped once for JSX: the page shows "Commitment", not &quot;Commitment&quot;.
    assert.equal(
      inlineMarkdown('a &quot;Commitment&quot;', () => null),
      'a &quot;Commitment&quot;',
    );
  });
});
