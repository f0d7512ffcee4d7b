import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir`, as paths relative to it with `/` separators, sorted.
 * Folders for which `skipDir(relativePath)` is true are not entered.
 */
export function listFiles(dir: string, skipDir: (relative: string) => boolean = () => false): string[] {
  const files: string[] = [];
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skipDir(child)) visit(child);
      } else if (entry.isFile()) {
        files.push(child);
      }
    }
  };
  visit('');
  return files.sort();
}
