/**
 * Bot handler samples: a runnable TypeScript block (```` ```ts run ````) whose
 * code exports `handler` runs as a deployed bot, called through `$execute`
 * with an input the reader can edit (packages/medplum-sandbox, runBot). The
 * input comes from the fence or the page:
 *
 *   ```ts title="patient-summary.ts" run input=Patient/3c5a8d2e-0000-4000-8000-000000000001
 *
 * gives the seeded resource as JSON (`application/fhir+json`); otherwise the
 * next block whose fence says `input`, before another TypeScript block (or,
 * when there is none, the nearest such block before the handler, with no
 * TypeScript block between), is the input, with a content type by its language (JSON with a `resourceType`
 * is `application/fhir+json`, other JSON `application/json`, `hl7`
 * `x-application/hl7-v2+er7`, anything else `text/plain`) unless its fence
 * names one (`content-type=application/json`). The secrets the handler reads
 * (`event.secrets['NAME']`) get a field each, empty (not set) unless the
 * fence names them (`secrets=NAME,OTHER`, also for a handler that reads them
 * by a variable): those start with a stand-in value (`value-of-NAME`). The
 * reader can change either; CI runs with the values a page starts with.
 */
import { SEED_RESOURCES } from '../seed';
import { isInputFence } from './fences';

/** What the page and the checker give a bot handler sample. */
export interface BotSample {
  input: string;
  contentType: string;
  /** The project secrets the handler reads, each with the value a run starts with ('' for not set). */
  secrets: Record<string, string>;
}

/** A fenced block as the finder and the remark plugin see it. */
export interface Block {
  lang: string;
  meta: string;
  value: string;
}

/** True for code that exports a bot handler. */
export function isBotHandler(code: string): boolean {
  return /^export\s+(?:async\s+)?function\s+handler\b|^export\s+const\s+handler\b/m.test(code);
}

/** The names of the secrets a handler reads, in the order it first reads them. */
function secretNames(code: string): string[] {
  const names = [...code.matchAll(/\.secrets\s*\[\s*['"]([^'"]+)['"]\s*\]|\.secrets\.([A-Za-z_$][\w$]*)/g)].map(
    (match) => match[1] ?? match[2],
  );
  return [...new Set(names)];
}

/** The value a secret has in a run until the reader changes it. */
function secretStandIn(name: string): string {
  return `value-of-${name}`;
}

/** The value of `key=value` among a fence's words. */
function metaValue(meta: string, key: string): string | undefined {
  return meta
    .trim()
    .split(/\s+/)
    .find((word) => word.startsWith(`${key}=`))
    ?.slice(key.length + 1);
}

function contentTypeOf(block: Block): string {
  const named = metaValue(block.meta, 'content-type');
  if (named) return named;
  if (/^json$/i.test(block.lang)) {
    try {
      const parsed = JSON.parse(block.value) as { resourceType?: unknown };
      return typeof parsed?.resourceType === 'string' ? 'application/fhir+json' : 'application/json';
    } catch {
      return 'application/json';
    }
  }
  if (/^hl7$/i.test(block.lang)) return 'x-application/hl7-v2+er7';
  return 'text/plain';
}

/**
 * The input of a bot handler sample, from its fence or the blocks after it; a sentence saying what is
 * missing when there is none.
 */
export function botSample(block: Block, later: readonly Block[], earlier: readonly Block[] = []): BotSample | string {
  const named = metaValue(block.meta, 'secrets')?.split(',').filter(Boolean) ?? [];
  const names = [...new Set([...secretNames(block.value), ...named])];
  const secrets = Object.fromEntries(names.map((name) => [name, named.includes(name) ? secretStandIn(name) : '']));
  const reference = metaValue(block.meta, 'input');
  if (reference) {
    const resource = SEED_RESOURCES.get(reference);
    if (!resource) return `input=${reference} names no resource of the in-memory server's seed`;
    return { input: JSON.stringify(resource, null, 2), contentType: 'application/fhir+json', secrets };
  }
  const stop = (other: Block) => isInputFence(other.meta) || /^(ts|typescript|tsx)$/i.test(other.lang);
  const after = later.find(stop);
  const before = [...earlier].reverse().find(stop);
  const next = after && isInputFence(after.meta) ? after : before;
  if (next && isInputFence(next.meta)) {
    const contentType = contentTypeOf(next);
    // HL7 v2 separates segments with a carriage return; a page writes one segment per line.
    const input = contentType === 'x-application/hl7-v2+er7' ? next.value.replace(/\r?\n/g, '\r') : next.value;
    return { input, contentType, secrets };
  }
  return 'a runnable bot handler needs an input: input=<a seeded Type/id> on its fence, or a block marked `input` next to it';
}
