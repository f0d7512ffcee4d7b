/**
 * The depth of the FHIR pages, checked against the definitions: flags,
 * bindings, the Constraints section, the JSON skeleton, the specification-style
 * anchors and the copy-link buttons. Each rule is stated for every element of
 * Patient, Observation and MedicationRequest, and the anchors for every page.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { type ElementDefinition, type FhirIndex, type TypeInfo, loadIndex } from '../../../packages/fhir-model';
import { renderPage } from '../render';
import { UNIVERSAL_CONSTRAINT } from '../flags';
import { decodeEntities } from '../../../packages/common/src/html-entities';

const TYPES = ['Patient', 'Observation', 'MedicationRequest'];

/** The text a JSX fragment of a generated page shows: `{"…"}` expressions evaluated, tags dropped, entities decoded. */
function jsxToText(jsx: string): string {
  const evaluated = jsx.replace(/\{("(?:[^"\\]|\\.)*")\}/g, (_m, json: string) =>
    (JSON.parse(json) as string).replace(/[&<>]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[ch] ?? ch),
  );
  return decodeEntities(evaluated.replace(/<[^>]+>/g, ''));
}

interface PageRow {
  id: string;
  cells: string[];
}

/** The rows with an id of every table of a page, by id (decoded). */
function rowsOf(page: string): Map<string, PageRow> {
  const rows = new Map<string, PageRow>();
  for (const match of page.matchAll(/<tr id="([^"]+)">(.*?)<\/tr>/g)) {
    const cells = [...match[2].matchAll(/<td[^>]*>(.*?)<\/td>(?=<td|$)/g)].map((cell) => cell[1]);
    rows.set(decodeEntities(match[1]), { id: decodeEntities(match[1]), cells });
  }
  return rows;
}

/** The elements that have a row of their own (not the type itself, not the rows of a choice's types). */
function elementRowsOf(info: TypeInfo, rows: Map<string, PageRow>): { element: ElementDefinition; row: PageRow }[] {
  const out: { element: ElementDefinition; row: PageRow }[] = [];
  for (const element of info.sd.snapshot?.element.slice(1) ?? []) {
    const row = rows.get(element.path.slice(info.name.length + 1));
    if (row) out.push({ element, row });
  }
  return out;
}

const hrefTargets = (jsx: string) =>
  [...jsx.matchAll(/href="#([^"]*)"/g)].map((m) => decodeURIComponent(decodeEntities(m[1])));

describe('FHIR page depth, against the definitions', () => {
  let index: FhirIndex;
  const pages = new Map<string, string>();
  const info = (name: string): TypeInfo => {
    const found = index.types.get(name);
    assert.ok(found, `${name} is indexed`);
    return found;
  };

  before(() => {
    index = loadIndex();
    for (const name of TYPES) pages.set(name, renderPage(index, info(name)));
  });

  it('flags Σ, ?! and I exactly on the elements the definitions mark', () => {
    for (const name of TYPES) {
      const rows = rowsOf(pages.get(name) ?? '');
      const withRows = elementRowsOf(info(name), rows);
      assert.ok(withRows.length > 20, `${name} has element rows`);
      const flagged = new Set<string>();
      for (const { element, row } of withRows) {
        const flags = row.cells[1].match(/<span className="fhir-flags">(.*)<\/span>$/)?.[1] ?? '';
        const label = `${element.path} flags`;
        assert.equal(/>Σ</.test(flags), Boolean(element.isSummary), `${label}: Σ`);
        assert.equal(/>\?!</.test(flags), Boolean(element.isModifier), `${label}: ?!`);
        if (element.isModifier && element.isModifierReason) {
          assert.ok(jsxToText(flags.match(/title="([^"]*)"[^>]*>\?!/)?.[1] ?? '').includes(element.isModifierReason));
        }
        const keys = (element.constraint ?? []).filter((c) => c.key !== UNIVERSAL_CONSTRAINT).map((c) => c.key);
        assert.equal(/>I<\/a>/.test(flags), keys.length > 0, `${label}: I`);
        if (keys.length > 0) {
          assert.ok(rows.has(hrefTargets(flags)[0]), `${label}: I links to a constraint row`);
        }
        flagged.add(row.id);
      }
      // Rows that are not elements (a choice's types) carry no flags.
      for (const row of rows.values()) {
        if (!flagged.has(row.id) && !/^(constraint|search)-/.test(row.id)) {
          assert.doesNotMatch(row.cells[1], /fhir-flags/, `${name} ${row.id} has no flags`);
        }
      }
    }
    const patient = pages.get('Patient') ?? '';
    assert.equal((patient.match(/className="fhir-legend"/g) ?? []).length, 1, 'one legend per page');
  });

  it('shows the binding of every coded element, and Patient.gender as AdministrativeGender, required', () => {
    const gender = rowsOf(pages.get('Patient') ?? '').get('gender');
    assert.ok(gender);
    const bind = gender.cells[3].match(/<div className="fhir-bind">(.*?)<\/div>/)?.[1] ?? '';
    assert.equal(jsxToText(bind), 'Binding: AdministrativeGender (required)');
    assert.match(bind, /href="https:\/\/hl7\.org\/fhir\/R4\/valueset-administrative-gender\.html"/);
    assert.match(bind, /<abbr title="[^"]+">required<\/abbr>/);
    for (const name of TYPES) {
      for (const { element, row } of elementRowsOf(info(name), rowsOf(pages.get(name) ?? ''))) {
        const shown = row.cells[3].match(/<div className="fhir-bind">(.*?)<\/div>/)?.[1];
        assert.equal(Boolean(shown), Boolean(element.binding), `${element.path} binding shown iff bound`);
        if (!element.binding || !shown) continue;
        assert.ok(jsxToText(shown).endsWith(`(${element.binding.strength})`), `${element.path} strength`);
        const canonical = element.binding.valueSet?.split('|')[0] ?? '';
        const valueSet = index.valueSets.get(canonical);
        const title = valueSet?.title?.replace(/\s+/g, ' ');
        if (title) assert.ok(jsxToText(shown).includes(title), `${element.path} value set name`);
        const linked = /href="https:\/\/hl7\.org\/fhir\/R4\/valueset-/.test(shown);
        assert.equal(linked, Boolean(valueSet) && canonical.startsWith('http://hl7.org/fhir/ValueSet/'));
      }
    }
  });

  it('lists every constraint once, with its expression exactly as defined, inherited ones marked', () => {
    for (const name of TYPES) {
      const page = pages.get(name) ?? '';
      const rows = rowsOf(page);
      const seen = new Set<string>();
      for (const element of info(name).sd.snapshot?.element ?? []) {
        for (const constraint of element.constraint ?? []) {
          if (constraint.key === UNIVERSAL_CONSTRAINT || seen.has(constraint.key)) continue;
          seen.add(constraint.key);
          const row = rows.get(`constraint-${constraint.key}`);
          assert.ok(row, `${name} lists ${constraint.key}`);
          assert.equal(jsxToText(row.cells[0]), constraint.key);
          assert.equal(row.cells[1], constraint.severity);
          const [human, on] = row.cells[2].split('<div className="fhir-on">');
          assert.equal(jsxToText(human), constraint.human);
          assert.ok(jsxToText(on).startsWith('On '), `${constraint.key} names where it sits`);
          // The expression cell holds the expression and the Check button that runs it (plugins/fhir-tools).
          const [expression, button] = row.cells[3].split(' <button');
          assert.equal(jsxToText(expression), constraint.expression, `${name} ${constraint.key} expression`);
          assert.match(button ?? '', new RegExp(`data-try="constraint" data-name="${constraint.key}"`), constraint.key);
          const inherited = Boolean(constraint.source) && !constraint.source?.endsWith(`/${name}`);
          assert.equal(jsxToText(on).includes(', inherited from'), inherited, `${constraint.key} inherited`);
        }
      }
      const listed = [...rows.keys()].filter((id) => id.startsWith('constraint-'));
      assert.equal(listed.length, seen.size, `${name}: no constraint listed twice or invented`);
      assert.equal(page.match(/<code>ele-1<\/code>/g)?.length, 1, 'ele-1 is one sentence');
    }
    const observation = rowsOf(pages.get('Observation') ?? '');
    for (const key of ['obs-6', 'obs-7', 'obs-3']) assert.ok(observation.has(`constraint-${key}`), key);
    assert.match(
      jsxToText(observation.get('constraint-dom-2')?.cells[2] ?? ''),
      /On Observation, inherited from DomainResource$/,
    );
    assert.match(observation.get('constraint-obs-3')?.cells[2] ?? '', /href="#referenceRange"/);
  });

  it('gives a JSON skeleton, folded, of valid JSON shape, naming and linking every top-level element', () => {
    for (const name of TYPES) {
      const page = pages.get(name) ?? '';
      const rows = rowsOf(page);
      const skeleton = page.match(
        /<details className="fhir-json"><summary>JSON skeleton<\/summary><pre>(.*?)<\/pre><\/details>/,
      );
      assert.ok(skeleton, `${name} has a folded skeleton`);
      const targets = hrefTargets(skeleton[1]);
      for (const target of targets) assert.ok(rows.has(target), `${name} skeleton links #${target} to a row`);
      const top = (info(name).sd.snapshot?.element ?? []).filter((e) => e.path.split('.').length === 2);
      for (const element of top) {
        const id = element.path.slice(name.length + 1);
        assert.ok(targets.includes(id), `${name} skeleton links ${id}`);
      }
      // With each placeholder as a value and comments dropped, the skeleton is JSON.
      const json = jsxToText(skeleton[1])
        .replace(/\/\/.*$/gm, '')
        .replace(/\{ [^{}"]+ \}/g, '{}')
        .replace(/"<[^>"]+>"/g, '""')
        .replace(/<[A-Za-z0-9]+>/g, '0');
      const parsed = JSON.parse(json) as Record<string, unknown>;
      assert.equal(parsed.resourceType, name);
      const own = top.filter((e) => !/^(Resource|DomainResource)\./.test(e.base?.path ?? ''));
      for (const element of own) {
        const field = element.path.slice(name.length + 1);
        const choices = field.endsWith('[x]')
          ? (element.type ?? []).map((t) => field.replace('[x]', t.code.charAt(0).toUpperCase() + t.code.slice(1)))
          : [field];
        assert.ok(
          choices.every((key) => key in parsed),
          `${name} skeleton has ${choices.join(', ')}`,
        );
      }
    }
    assert.match(pages.get('Patient') ?? '', /"<a href="#deceasedBoolean">deceasedBoolean<\/a>" : &lt;boolean&gt;/);
  });

  it('gives every element row the specification anchor Type.path and a copy-link button named for it', () => {
    for (const name of TYPES) {
      const page = pages.get(name) ?? '';
      for (const match of page.matchAll(/<tr id="([^"]+)"><td className="fhir-name[^"]*">(.*?)<\/td>/g)) {
        const spec = `${name}.${decodeEntities(match[1])}`;
        assert.ok(match[2].startsWith(`<span id="`), `${spec}: anchor span first`);
        assert.equal(decodeEntities(match[2].match(/<span id="([^"]+)">/)?.[1] ?? ''), spec);
        assert.ok(
          decodeEntities(match[2]).includes(
            `<button type="button" className="fhir-copy" aria-label="Copy link to ${spec}"></button>`,
          ),
          `${spec}: copy button`,
        );
      }
    }
    assert.match(pages.get('Patient') ?? '', /<span id="Patient\.birthDate"><\/span>/);
    assert.match(pages.get('Patient') ?? '', /<span id="Patient\.deceased&#91;x&#93;"><\/span>/);
    assert.equal((pages.get('Patient')?.match(/<CopyLinks \/>/g) ?? []).length, 1, 'one handler per page');
  });

  it('keeps every id unique on every page, apart from the headings', () => {
    for (const typeInfo of index.types.values()) {
      const page = renderPage(index, typeInfo);
      const ids = [...page.matchAll(/ id="([^"]+)"/g)].map((m) => decodeEntities(m[1]));
      const headings = [...page.matchAll(/^## (.+)$/gm)].map((m) => m[1].toLowerCase().replace(/\s+/g, '-'));
      const all = [...ids, ...headings];
      assert.equal(new Set(all).size, all.length, `${typeInfo.name}: ids are unique`);
    }
  });
});
