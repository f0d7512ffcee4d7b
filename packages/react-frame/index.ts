import path from 'node:path';

/**
 * For the site's build: the frame's entry, which the build bundles with the
 * packages of this folder (React 18, Mantine 6, @medplum/react 2.0.24), and
 * the folder itself, whose package.json names their versions.
 */
export const FRAME_ENTRY = path.join(__dirname, 'src', 'frame.tsx');
export const FRAME_PACKAGE_DIR = __dirname;
