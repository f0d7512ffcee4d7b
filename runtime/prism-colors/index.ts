import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { prismColorsCss } from './theme-config';

/** Adds the stylesheet of the code colours of both modes (theme.ts) to every page's CSS bundle. */
export default function prismColorsPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'prism-colors', 'colors.css');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, prismColorsCss);
  return {
    name: 'prism-colors',
    // theme/CodeBlock.tsx: no remount after hydration, now that both modes render the same markup.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [file];
    },
  };
}
