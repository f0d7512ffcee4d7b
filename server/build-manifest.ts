import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the build tells the server about itself, computed from the built pages
 * by `server/finish-build.ts`: the inline scripts the Content-Security-Policy
 * allows by hash, and the other origins the pages load scripts from. A dotfile,
 * so the server never sends it. This module only reads: the server loads it.
 */
export const MANIFEST_FILE = '.server-manifest.json';

/**
 * The files `npm run build` writes for a static host, at the root of the build
 * (server/static-host-files.ts). The project's server never sends them.
 */
export const STATIC_HOST_FILES = { headers: '_headers', redirects: '_redirects' } as const;

export interface BuildManifest {
  /** `'sha256-…'` sources, one per distinct inline script of any page. */
  scriptHashes: string[];
  /** Origins of external `<script src>` (the analytics tag when configured). */
  scriptOrigins: string[];
}

/** Script types a browser runs; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/** The text of every inline script a browser would run, and the origins of external ones. */
export function scriptsOf(html: string): { inline: string[]; origins: string[] } {
  const inline: string[] = [];
  const origins: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) continue;
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src === undefined) {
      inline.push(match[2]);
    } else if (/^https?:\/\//i.test(src)) {
      origins.push(new URL(src).origin);
    }
  }
  return { inline, origins };
}

export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The manifest of a finished build; throws a message saying how to finish it. */
export function readManifest(dir: string): BuildManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new Error(`${dir} is not a finished build (no ${MANIFEST_FILE}). Run "npm run build".`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildManifest>;
  const isList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (!isList(manifest.scriptHashes) || !isList(manifest.scriptOrigins)) {
    throw new Error(`${file} is not a build manifest. Run "npm run build" again.`);
  }
  return manifest as BuildManifest;
}
