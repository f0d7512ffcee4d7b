/**
 * SiteFiles for Node.js: the files of a build folder, read by URL path. Only
 * plain paths are read (segments of ordinary characters, none empty, `.` or
 * `..`, none starting with a dot), so nothing outside the folder and no
 * hidden file can be named.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PLAIN_SEGMENT, type SiteFiles } from '../site';

export function buildSiteFiles(dir: string): SiteFiles {
  const root = path.resolve(dir);
  return {
    async text(urlPath) {
      const segments = urlPath.split('/').slice(1);
      if (!urlPath.startsWith('/') || !segments.every((segment) => PLAIN_SEGMENT.test(segment))) return null;
      return readFile(path.join(root, ...segments), 'utf8').catch(() => null);
    },
  };
}
