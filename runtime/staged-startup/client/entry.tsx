/**
 * The browser build's entry in place of Docusaurus's `clientEntry.js` (see
 * ../index.ts). It does what that entry does (expose `window.docusaurus`,
 * preload the page's route, hydrate the server's markup) but evaluates the
 * modules it needs in steps, one task each, and hydrates in a task of its own.
 *
 * `window.docusaurus` is set before the client modules are evaluated: some of
 * them read it.
 *
 * Each step ends with a User Timing mark, `startup:<step>` (../marks.ts); the
 * browser test in ../tests checks that the steps ran in separate tasks.
 */
import React, { type ComponentType } from 'react';
// The first step, in the task that runs main.js: React DOM, the largest module of the site.
import ReactDOM from 'react-dom';
import { STARTUP_MARK } from '../marks';
import { hydrationDone } from './hydration';
import { nextTask } from './next-task';

const mark = (step: string) => performance.mark(STARTUP_MARK + step);

/**
 * The client modules: Infima, the site's stylesheets, a few scripts. Where webpack first meets a stylesheet
 * decides its place in the CSS bundle, and theirs must come before the theme's, as in Docusaurus's App, which
 * imports them first; so this import comes first in this file. They are evaluated with the shell, after
 * `window.docusaurus` is set.
 */
const clientModules = () => import(/* webpackMode: "eager" */ '@generated/client-modules');

async function start(): Promise<void> {
  mark('react-dom');

  // The route table, the chunk registry and Docusaurus's preloading.
  await nextTask();
  const [{ default: docusaurus }, { default: preload }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus.js'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload.js'),
  ]);
  (window as unknown as { docusaurus: typeof docusaurus }).docusaurus = docusaurus;
  mark('routes');

  // The client modules, the router, the document head's manager and the theme's Root and metadata.
  await nextTask();
  await clientModules();
  const [{ BrowserRouter }, { HelmetProvider }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ '@docusaurus/renderRoutes'),
    import(/* webpackMode: "eager" */ '@theme/SiteMetadata'),
    import(/* webpackMode: "eager" */ '@theme/Root'),
  ]);
  mark('shell');

  // The theme's Layout (navbar, footer, skip link), which the error boundary around every page also renders.
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ '@theme/Layout'),
    import(/* webpackMode: "eager" */ '@docusaurus/ErrorBoundary'),
  ]);
  mark('layout');

  // App: its providers, the base-URL banner and the pending-navigation wrapper (the client modules ran with the shell).
  await nextTask();
  const { default: App } = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js');
  mark('app');

  // The page's route: its chunks are requested, and evaluated as they arrive, as the stock entry does.
  await nextTask();
  await preload(window.location.pathname);
  mark('route');

  await nextTask();
  const Site = App as ComponentType;
  ReactDOM.hydrate(
    <HelmetProvider>
      <BrowserRouter>
        <Site />
      </BrowserRouter>
    </HelmetProvider>,
    document.getElementById('__docusaurus'),
  );
  // React 17 hydrates synchronously: the page is hydrated when hydrate() returns.
  hydrationDone();
  mark('hydrated');
}

void start();
