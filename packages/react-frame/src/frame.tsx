/**
 * The entry of a React sample's frame (frame.html, which the build writes):
 * it waits for the page's run message, loads the FHIR data types and the
 * compiled sample as scripts, and runs the sample with the modules a React
 * app of the guides imports: React 18, Mantine 6, @medplum/react 2.0.24, and
 * @medplum/core 2.0.25 whose MedplumClient talks to the in-memory server
 * through the page (frame-client.ts). A sample that renders nothing itself
 * has its exported component rendered (render.tsx). What it prints, what
 * fails and how tall the frame's content is go to the page as messages.
 */
import * as emotion from '@emotion/react';
import * as mantineCore from '@mantine/core';
import * as mantineHooks from '@mantine/hooks';
import * as mantineNotifications from '@mantine/notifications';
import * as core from '@medplum/core';
import { normalizeErrorString } from '@medplum/core';
import * as medplumReact from '@medplum/react';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { SAMPLE_GLOBAL, sampleScope, type SampleBody } from '../../medplum-sandbox/browser';
import { answered, postToPage } from './bridge';
import { frameDefinitions } from './definitions';
import { FrameClient, setFrameDefinitions } from './frame-client';
import type { FrameRendered, FrameRun, PageToFrame } from './protocol';
import { exportedComponent, renderComponent } from './render';

/** Whether the sample made a React root itself (createRoot, as an app's main.tsx does); React renders it later. */
let rootMade = false;
const createRoot: typeof ReactDOMClient.createRoot = (...args) => {
  rootMade = true;
  return ReactDOMClient.createRoot(...args);
};

/** What a React sample may import. */
const MODULES: Record<string, unknown> = {
  '@medplum/core': { ...core, MedplumClient: FrameClient },
  '@medplum/fhirtypes': {},
  '@medplum/react': medplumReact,
  '@mantine/core': mantineCore,
  '@mantine/hooks': mantineHooks,
  '@mantine/notifications': mantineNotifications,
  '@emotion/react': emotion,
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': { ...ReactDOMClient, createRoot },
};

const printError = (text: string): void => postToPage({ kind: 'line', line: { stream: 'error', text } });

/** Loads a script by its address and resolves when it has run. */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The sample did not load.'));
    document.head.append(script);
  });
}

/** Loads the compiled sample (compile.ts sampleScript) and returns its function. */
async function loadSample(source: FrameRun['source']): Promise<SampleBody> {
  const scope = window as unknown as Record<string, unknown>;
  delete scope[SAMPLE_GLOBAL];
  if ('url' in source) {
    await loadScript(source.url);
  } else {
    const url = URL.createObjectURL(new Blob([source.script], { type: 'text/javascript' }));
    try {
      await loadScript(url);
    } finally {
      URL.revokeObjectURL(url);
    }
  }
  const body = scope[SAMPLE_GLOBAL];
  if (typeof body !== 'function') throw new Error('The sample did not load.');
  return body as SampleBody;
}

async function run(request: FrameRun): Promise<FrameRendered> {
  const definitions = frameDefinitions(request.definitions);
  setFrameDefinitions(definitions);
  if (!(await definitions.types())) throw new Error('The definitions of the FHIR data types did not load.');
  const body = await loadSample(request.source);
  const scope = sampleScope({
    modules: MODULES,
    env: request.env,
    print: (line) => postToPage({ kind: 'line', line }),
    fail: (error) => printError(normalizeErrorString(error)),
  });
  await body(...scope.args);
  if (rootMade) return { how: 'itself' };
  const rootElement = document.getElementById('root') as HTMLElement;
  const found = exportedComponent(scope.module.exports);
  if (!found) return { how: 'nothing' };
  const signedInAs = await renderComponent(ReactDOMClient.createRoot(rootElement), found.component, request.props, {
    clientId: request.env.MEDPLUM_CLIENT_ID,
    clientSecret: request.env.MEDPLUM_CLIENT_SECRET,
    colorScheme: request.colorScheme,
    onError: printError,
    print: (text) => postToPage({ kind: 'line', line: { stream: 'log', text } }),
  });
  return { how: 'component', name: found.name, signedInAs };
}

let started = false;

window.addEventListener('message', (event: MessageEvent<PageToFrame>) => {
  // Only the page that holds the frame talks to it.
  if (event.source !== window.parent) return;
  const message = event.data;
  if (message.kind === 'answer') {
    answered(message.id, message);
  } else if (message.kind === 'run' && !started) {
    started = true;
    document.documentElement.dataset.colorScheme = message.colorScheme;
    run(message).then(
      (rendered) => postToPage({ kind: 'ran', rendered }),
      (error: unknown) => postToPage({ kind: 'error', text: normalizeErrorString(error) }),
    );
  }
});

// What the frame's policy refuses (a sign-in form asks for Google's script) is said, with why.
document.addEventListener('securitypolicyviolation', (event) =>
  postToPage({
    kind: 'line',
    line: {
      stream: 'log',
      text: `Not loaded: ${event.blockedURI}. A sample in the page reaches no other site, so the frame refuses it.`,
    },
  }),
);

// What fails outside the sample's own code (a component's effect, a library) is printed as an error too.
window.addEventListener('error', (event) => printError(normalizeErrorString(event.error ?? event.message)));
window.addEventListener('unhandledrejection', (event) => printError(normalizeErrorString(event.reason)));
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  consoleError(...args);
  printError(args.map((arg) => (typeof arg === 'string' ? arg : normalizeErrorString(arg))).join(' '));
};

// The page sizes the frame to its content. A frame out of view is not rendered, so ResizeObserver would wait
// until the reader scrolls to it; changes to the content are watched too, and measured when they happen.
let height = 0;
const postHeight = (): void => {
  const px = document.documentElement.scrollHeight;
  if (px === height) return;
  height = px;
  postToPage({ kind: 'height', px });
};
new ResizeObserver(postHeight).observe(document.body);
new MutationObserver(postHeight).observe(document.body, { childList: true, subtree: true, attributes: true });

postToPage({ kind: 'ready' });
