/**
 * The runnable samples of a Markdown file (fences.ts): TypeScript blocks whose
 * fence says `run`, each with the output the page prints for it: the next
 * fence that says `output`, unless another TypeScript block comes first (the
 * curl tab of an <SdkHttpTabs> may come between):
 *
 *   ```ts run
 *   console.log('hello');
 *   ```
 *
 *   ```text output
 *   hello
 *   ```
 *
 * A sample that exports `handler` is a bot handler, with an input (bot-samples.ts).
 */
import { findCode } from '../../../common/src/markdown-code';
import { botSample, isBotHandler, type BotSample } from './bot-samples';
import { isOutputFence, isReactSample, isRunnableFence, renderProps } from './fences';
import { normalizeCode, sampleKey } from './sample-key';

export interface RunnableSample {
  /** The fence's language: ts, typescript or tsx. */
  lang: string;
  /** The sample's TypeScript, as the page shows it. */
  code: string;
  /** 1-based line of the code's first line. */
  line: number;
  key: string;
  /** What the page prints as the sample's output (a bot handler's: what it returns), if it prints any. */
  output?: { text: string; line: number };
  /** For a bot handler: its input and secrets, or what is missing (bot-samples.ts). */
  bot?: BotSample | string;
  /** For a React sample (fences.ts isReactSample): the props its component renders with, or what is wrong with them. */
  react?: { props?: Record<string, unknown> | string };
}

export function findRunnableSamples(markdown: string): RunnableSample[] {
  const blocks = findCode(markdown).fenced;
  const samples: RunnableSample[] = [];
  blocks.forEach((block, index) => {
    if (!isRunnableFence(block.lang, block.meta)) return;
    // The output may come after the curl tab of an <SdkHttpTabs>, but not after another TypeScript block.
    const later = blocks.slice(index + 1);
    const next = later.find((other) => isOutputFence(other.meta) || /^(ts|typescript|tsx)$/i.test(other.lang));
    const output =
      next && isOutputFence(next.meta) ? { text: normalizeCode(next.value), line: next.line + 1 } : undefined;
    const props = renderProps(block.meta);
    samples.push({
      lang: block.lang,
      code: block.value,
      line: block.line + 1,
      key: sampleKey(block.value),
      ...(output ? { output } : {}),
      ...(isBotHandler(block.value) ? { bot: botSample(block, later, blocks.slice(0, index)) } : {}),
      ...(isReactSample(block.lang, block.value) ? { react: props === undefined ? {} : { props } } : {}),
    });
  });
  return samples;
}

/** A TypeScript block that does not say `run`, with its fence (not-run-reasons.ts says why it does not run). */
export interface NotRunBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the code's first line. */
  line: number;
}

export function findNotRunSamples(markdown: string): NotRunBlock[] {
  return findCode(markdown)
    .fenced.filter((block) => /^(ts|typescript|tsx)$/i.test(block.lang) && !isRunnableFence(block.lang, block.meta))
    .map((block) => ({ lang: block.lang, meta: block.meta, code: block.value, line: block.line + 1 }));
}
