/**
 * What a fence's language and meta say about a block, for the build, the
 * sample checker and the page alike: ```` ```ts run ```` is a runnable sample,
 * and a fence that says `output` right after it holds what the sample prints.
 */

const words = (meta: string): string[] => meta.trim().split(/\s+/);

/** True when a fence's language and meta make its block runnable. */
export function isRunnableFence(lang: string, meta: string): boolean {
  return /^(ts|typescript)$/i.test(lang) && words(meta).includes('run');
}

/** True when a fence holds the printed output of the runnable block before it. */
export function isOutputFence(meta: string): boolean {
  return words(meta).includes('output');
}

/** True when a fence holds the input of the bot handler sample before it (bot-samples.ts). */
export function isInputFence(meta: string): boolean {
  return words(meta).includes('input');
}
