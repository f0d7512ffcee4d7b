/**
 * Which techniques of the runtime layer a build uses (README.md lists them).
 *
 *   MEDPLUM_STOCK_RUNTIME=1                  none: Docusaurus 2.4.1's own client, stock theme components
 *   MEDPLUM_RUNTIME_OFF=static-markup,...    all but these (and whatever requires one of them)
 *
 * Unset, a build uses every technique. An unknown name fails the build with
 * the names it accepts.
 */

/** Every technique of the layer, each a folder of runtime/. */
export const TECHNIQUES = [
  'code-word-wrap',
  'docs-data',
  'eager-compile',
  'held-input',
  'idle-prefetch',
  'lazy-prism',
  'lean-registry',
  'mobile-menu-on-open',
  'prism-colors',
  'route-preload',
  'staged-startup',
  'static-markup',
] as const;

export type Technique = (typeof TECHNIQUES)[number];

/**
 * What a technique's code imports from another technique's folder: switching
 * the other off switches it off too. (The code block of lazy-prism keeps the
 * server's lines with static-markup's hook, colours them with prism-colors'
 * classes and wraps words with code-word-wrap's observer; StaticHtml prefetches
 * in view through idle-prefetch's shared observer.)
 */
export const REQUIRES: Readonly<Partial<Record<Technique, readonly Technique[]>>> = {
  'lazy-prism': ['static-markup', 'prism-colors', 'code-word-wrap'],
  'static-markup': ['idle-prefetch'],
};

export interface RuntimeSwitch {
  /** MEDPLUM_STOCK_RUNTIME=1: no technique at all. */
  stock: boolean;
  /** The techniques this build leaves out. */
  off: ReadonlySet<Technique>;
}

type Env = Record<string, string | undefined>;

function isTechnique(name: string): name is Technique {
  return (TECHNIQUES as readonly string[]).includes(name);
}

/** `off` with every technique that requires one of them, transitively. */
export function withDependents(off: Iterable<Technique>): Set<Technique> {
  const closed = new Set(off);
  let grew = true;
  while (grew) {
    grew = false;
    for (const technique of TECHNIQUES) {
      if (closed.has(technique)) continue;
      if ((REQUIRES[technique] ?? []).some((required) => closed.has(required))) {
        closed.add(technique);
        grew = true;
      }
    }
  }
  return closed;
}

/** The switch of this build, from the environment. */
export function runtimeSwitch(env: Env = process.env): RuntimeSwitch {
  const stockValue = env.MEDPLUM_STOCK_RUNTIME?.trim() ?? '';
  if (!['', '0', '1'].includes(stockValue)) {
    throw new Error(`MEDPLUM_STOCK_RUNTIME=${stockValue}: use 1 (the stock runtime) or 0 (the site's)`);
  }
  const stock = stockValue === '1';
  if (stock) return { stock, off: new Set(TECHNIQUES) };
  const names = (env.MEDPLUM_RUNTIME_OFF ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isTechnique(name));
  if (unknown.length > 0) {
    throw new Error(
      `MEDPLUM_RUNTIME_OFF: ${unknown.join(', ')} is not a technique; the techniques are: ${TECHNIQUES.join(', ')}`,
    );
  }
  return { stock, off: withDependents(names as Technique[]) };
}

/** Whether this build uses `technique`. */
export function uses(technique: Technique, runtime: RuntimeSwitch = runtimeSwitch()): boolean {
  return !runtime.off.has(technique);
}

/** One line for the build's log: what the layer does in this build. */
export function describe(runtime: RuntimeSwitch): string {
  if (runtime.stock) return '[runtime] the stock Docusaurus runtime (MEDPLUM_STOCK_RUNTIME=1)';
  if (runtime.off.size === 0) return `[runtime] all ${TECHNIQUES.length} techniques`;
  return `[runtime] ${TECHNIQUES.length - runtime.off.size} of ${TECHNIQUES.length} techniques; off: ${[...runtime.off].join(', ')}`;
}
