/**
 * The hand-written examples of `written/`: one JSON file per type, for the
 * types readers use most.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const WRITTEN_DIR = path.join(__dirname, 'written');

/** The types that have a hand-written example. */
export function writtenTypes(): string[] {
  if (!existsSync(WRITTEN_DIR)) return [];
  return readdirSync(WRITTEN_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

export function writtenExample(type: string): Record<string, unknown> | undefined {
  const file = path.join(WRITTEN_DIR, `${type}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
}
