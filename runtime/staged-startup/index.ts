import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import webpack from 'webpack';

/**
 * Starts a page in several short tasks instead of one long one.
 *
 * Docusaurus 2.4.1's browser entry imports everything a page needs to start
 * (React DOM, the route table and registry, the theme's shell, the client
 * modules) statically, so the browser evaluates all of it in the task that
 * runs `main.js`: 180 to 330 ms with Lighthouse's 4x CPU slowdown on this
 * machine, nearly all of it counted as blocking time. React 17 then hydrates
 * the page in one more task, which cannot be split.
 *
 * In the production browser build the entry becomes `client/entry.tsx`,
 * which does what the stock entry does but evaluates the same modules in
 * five steps and hydrates in a task of its own, letting the browser run other
 * tasks (input, a first paint) between them. The server build and `npm start`
 * keep the stock entry.
 *
 * The same build replaces `@docusaurus/Head` with `client/Head.tsx`, whose
 * Helmets mount after hydration instead of during it: the server already
 * wrote what they set, and react-helmet-async's work for each of the page's
 * ten or so Heads then falls outside the hydration task.
 */
export default function stagedStartupPlugin(): Plugin {
  return {
    name: 'staged-startup',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        entry: path.join(__dirname, 'client', 'entry.tsx'),
        plugins: [
          new webpack.NormalModuleReplacementPlugin(/^@docusaurus\/Head$/, path.join(__dirname, 'client', 'Head.tsx')),
        ],
      };
    },
  };
}
