/**
 * What a fence's language and meta say about a block, for the build, the
 * sample checker and the page alike: ```` ```ts run ```` is a runnable sample,
 * and a fence that says `output` right after it holds what the sample prints.
 */

const words = (meta: string): string[] => meta.trim().split(/\s+/);

/** True when a fence's language and meta make its block runnable: TypeScript, or TSX for a React sample. */
export function isRunnableFence(lang: string, meta: string): boolean {
  return /^(ts|typescript|tsx)$/i.test(lang) && words(meta).includes('run');
}

const REACT_IMPORT = /from '(?:react|react-dom(?:\/client)?|@medplum\/react|@mantine\/\w+)'/;

/** True for a React sample: TSX, or code that imports React, Mantine or @medplum/react. It renders in a frame. */
export function isReactSample(lang: string, code: string): boolean {
  return /^tsx$/i.test(lang) || REACT_IMPORT.test(code);
}

/**
 * The props a React sample's exported component is rendered with, from its fence: `props=` and a JSON object,
 * last in the meta (```` ```tsx run props={"patientId":"…"} ````). Undefined when the fence gives none; a
 * string saying what is wrong when they are not a JSON object.
 */
export function renderProps(meta: string): Record<string, unknown> | string | undefined {
  const given = /(?:^|\s)props=(.*)$/.exec(meta.trim())?.[1];
  if (given === undefined) return undefined;
  try {
    const props: unknown = JSON.parse(given);
    if (props && typeof props === 'object' && !Array.isArray(props)) return props as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  return `the fence's props= is not a JSON object: ${given}`;
}

/** True when a fence holds the printed output of the runnable block before it. */
export function isOutputFence(meta: string): boolean {
  return words(meta).includes('output');
}

/** True when a fence holds the input of the bot handler sample before it (bot-samples.ts). */
export function isInputFence(meta: string): boolean {
  return words(meta).includes('input');
}
