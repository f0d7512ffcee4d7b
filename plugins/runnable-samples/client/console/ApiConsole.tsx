/**
 * The API console of a reference page, as the page loads it: a sentence and an "Open the console" button. The
 * console itself (ConsolePanel.tsx), the worker of its in-memory server and the snippet generator are chunks of
 * their own, fetched on the first click, so the page's first load carries none of them. The search builder's Run
 * button opens it too (config/console-event.ts).
 *
 * Generated pages write `<ApiConsole resource="Patient" />` (generators/fhir-reference/render.ts); the component
 * is registered by name in config/mdx-components.ts.
 */
import React, { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { CONSOLE_SEND_EVENT, type ConsoleSendDetail } from '../../../../config/console-event';
import type { PanelProps } from './ConsolePanel';
import type { Interaction } from '../../../../packages/api-requests';

interface Props {
  /** The resource type the console's requests are about. */
  resource: string;
  /** The interaction the console starts with (packages/api-requests/src/interactions.ts), a search by default. */
  interaction?: Interaction;
  /** The body it starts with for that interaction, such as a guide's GraphQL request: JSON text. */
  body?: string;
  /** The query it starts with, for a search or a page's operation. */
  query?: string;
  /** The id of the resource it starts with, such as a seeded patient's. */
  id?: string;
  /** An operation page's operation, offered first: its name with the `$`, its method, on the type or a resource. */
  operation?: string;
  method?: 'GET' | 'POST';
  level?: 'type' | 'instance';
}

export default function ApiConsole({
  resource,
  interaction,
  body,
  query,
  id,
  operation,
  method = 'GET',
  level = 'type',
}: Props): JSX.Element {
  const [Panel, setPanel] = useState<ComponentType<PanelProps>>();
  const [failed, setFailed] = useState(false);
  // A search handed over before the panel's code arrived, and each one after: the panel sends it.
  const [handed, setHanded] = useState<{ query: string; serial: number }>();
  const container = useRef<HTMLDivElement>(null);

  const open = useCallback((): void => {
    setFailed(false);
    import('./ConsolePanel').then(
      (module) => setPanel(() => module.default),
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    let serial = 0;
    const listener = (event: Event): void => {
      const detail = (event as CustomEvent<ConsoleSendDetail>).detail;
      if (detail?.resourceType !== resource) return;
      setHanded({ query: detail.query, serial: ++serial });
      open();
      // The reader clicked Run in the builder above: show them the console that answers.
      container.current?.scrollIntoView({ block: 'start' });
    };
    window.addEventListener(CONSOLE_SEND_EVENT, listener);
    return () => window.removeEventListener(CONSOLE_SEND_EVENT, listener);
  }, [resource, open]);

  return (
    <>
      <noscript>
        <p>The console needs JavaScript. The tables above describe the requests it would send.</p>
      </noscript>
      {/* interactive-only: the Markdown twin of the page leaves the console out (plugins/markdown-twins). */}
      <div className="interactive-only" data-needs-js="" data-api-console={resource} ref={container}>
        <p>
          Send {operation ?? (interaction === 'graphql' ? 'GraphQL' : resource)} requests to a Medplum 2.0.25 server
          that runs in this page, with sample data: search, read, create, update, patch, delete, history,{' '}
          <code>$validate</code> and GraphQL. Each request is also shown in six languages. Nothing leaves your browser.
        </p>
        {Panel ? (
          <Panel
            resource={resource}
            handed={handed}
            operation={operation ? { name: operation, method, level } : undefined}
            start={{ interaction: interaction ?? (operation ? 'operation' : 'search'), body, query, id }}
          />
        ) : (
          <button type="button" className="button button--primary" onClick={open}>
            Open the console
          </button>
        )}
        {failed && <p role="alert">The console did not load. Check your connection and try again.</p>}
      </div>
    </>
  );
}
