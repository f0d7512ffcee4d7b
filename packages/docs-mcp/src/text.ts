/** Text helpers shared by the tools. */
import { MAX_RESULT_CHARS } from './limits';

/** A tool result of one text block. */
export function textResult(
  text: string,
  isError = false,
): { content: { type: 'text'; text: string }[]; isError?: boolean } {
  return isError ? { content: [{ type: 'text', text }], isError: true } : { content: [{ type: 'text', text }] };
}

/** Text cut to the result limit, with a note saying so. */
export function capText(text: string, limit = MAX_RESULT_CHARS): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}\n\n[Cut at ${limit} of ${text.length} characters.]`;
}
