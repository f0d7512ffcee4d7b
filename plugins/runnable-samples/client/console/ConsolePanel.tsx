/**
 * The API console, loaded on first use (ApiConsole.tsx): a form for one request, the request as it is sent, the
 * in-memory server's answer, and the same request in six languages (RequestSnippets.tsx).
 *
 * The requests go to an in-memory Medplum 2.0.25 in a worker that lives as long as the page (workers.ts, the
 * 'console' session), so what a reader creates can be read, updated and deleted next. The console signs in with
 * the samples' client credentials on its first request, and again when the server was reset. Bodies are sent as
 * typed: a malformed one gets the server's own error.
 */
import React, { useEffect, useRef, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { SANDBOX_ENV, type ServedAnswer } from '../../../../packages/medplum-sandbox/browser';
import { exampleFile } from '../../../fhir-tools/urls';
import { serveRequest, stopServer } from '../workers';
import {
  interactionsOf,
  apiRequestOf,
  consoleRequest,
  idOfAnswer,
  interactionInfo,
  outcomeIssues,
  readableBody,
  startingBody,
  type ConsoleRequest,
  type Interaction,
  type OperationSpec,
} from '../../../../packages/api-requests';
import RequestSnippets from './RequestSnippets';
import * as styles from './styles';

/** The base URL the console's requests and snippets name: `npm run sandbox`'s, which serves the same server. */
const CONSOLE_BASE = 'http://127.0.0.1:8103/';

export interface PanelProps {
  resource: string;
  /** A search handed over by the page's search builder; a new serial sends it again. */
  handed?: { query: string; serial: number };
  /** The interaction to start with, and its starting body and query. */
  start?: { interaction: Interaction; body?: string; query?: string; id?: string };
  /** The page's operation, offered first. */
  operation?: OperationSpec;
}

interface Exchange {
  request: ConsoleRequest;
  answer: ServedAnswer;
  ms: number;
  /** Counts the answers shown, so that two alike answers in a row are told apart. */
  serial: number;
}

const STATUS_TEXTS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  501: 'Not Implemented',
};

/** The request's headers as the console sends them (the token shortened on screen). */
function requestHeaders(request: ConsoleRequest, token: string): Record<string, string> {
  return {
    Authorization: `Bearer ${token}`,
    Accept: 'application/fhir+json',
    ...(request.contentType ? { 'Content-Type': request.contentType } : {}),
  };
}

function requestText(request: ConsoleRequest, token: string | undefined): string {
  const headers = requestHeaders(request, token ? `${token.slice(0, 12)}…` : '(signed in on the first request)');
  return [
    `${request.method} ${CONSOLE_BASE}${request.path}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(request.body === undefined ? [] : ['', request.body]),
  ].join('\n');
}

/** JSON text indented as the console shows bodies; any other text as it is. */
function indented(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export default function ConsolePanel({ resource, handed, start, operation }: PanelProps): JSX.Element {
  // One console per page: its resource type names its fields.
  const id = `console-${resource.toLowerCase()}`;
  const siteBase = new URL(useBaseUrl('/'), window.location.href).href;
  const [interaction, setInteraction] = useState<Interaction>(start?.interaction ?? 'search');
  const [resourceId, setResourceId] = useState(start?.id ?? '');
  // A query each for the search and the page's operation, as typed.
  const [queries, setQueries] = useState<Partial<Record<Interaction, string>>>(() => ({
    search: '_count=3',
    ...(start?.query === undefined ? {} : { [start.interaction]: start.query }),
  }));
  const query = queries[interaction] ?? '';
  const setQuery = (text: string): void => setQueries((current) => ({ ...current, [interaction]: text }));
  const startBodies = (): Partial<Record<Interaction, string>> =>
    start?.body === undefined ? {} : { [start.interaction]: indented(start.body) };
  const [bodies, setBodies] = useState(startBodies);
  const [example, setExample] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [exchange, setExchange] = useState<Exchange>();
  const token = useRef<string>();
  const first = useRef<HTMLSelectElement>(null);
  const info = interactionInfo(interaction, operation);

  useEffect(() => first.current?.focus(), []);

  // The type's example resource, the starting body of a create, an update or a validation.
  useEffect(() => {
    let live = true;
    fetch(new URL(exampleFile(resource), siteBase).href)
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : { resourceType: resource }))
      .catch(() => ({ resourceType: resource }))
      .then((value) => live && setExample(value));
    return () => {
      live = false;
    };
  }, [resource, siteBase]);

  const body =
    bodies[interaction] ?? (example === undefined ? '' : startingBody(interaction, resource, example, resourceId));
  const form = { interaction, resourceType: resource, id: resourceId, query, body, operation };
  const built = consoleRequest(form);

  const signIn = async (): Promise<string | undefined> => {
    const answer = await serveRequest(
      {
        url: `${CONSOLE_BASE}oauth2/token`,
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: SANDBOX_ENV.MEDPLUM_CLIENT_ID,
          client_secret: SANDBOX_ENV.MEDPLUM_CLIENT_SECRET,
        }).toString(),
        form: true,
      },
      siteBase,
      'console',
    );
    const parsed = readableBody(answer.body).json as { access_token?: unknown } | undefined;
    return typeof parsed?.access_token === 'string' ? parsed.access_token : undefined;
  };

  const send = async (request: ConsoleRequest | { problem: string }): Promise<void> => {
    if ('problem' in request) {
      setProblem(request.problem);
      return;
    }
    setProblem('');
    setBusy(true);
    const started = performance.now();
    const attempt = async (): Promise<ServedAnswer | undefined> => {
      token.current ??= await signIn();
      if (!token.current) return undefined;
      return serveRequest(
        {
          url: `${CONSOLE_BASE}${request.path}`,
          method: request.method,
          headers: requestHeaders(request, token.current),
          ...(request.body === undefined ? {} : { body: request.body }),
        },
        siteBase,
        'console',
      );
    };
    let answer = await attempt();
    // A reset server knows no earlier token: sign in again, once.
    if (answer?.status === 401) {
      token.current = undefined;
      answer = await attempt();
    }
    setBusy(false);
    if (!answer) {
      setProblem('The in-memory server did not sign the console in.');
      return;
    }
    const ms = Math.round(performance.now() - started);
    setExchange((last) => ({ request, answer, ms, serial: (last?.serial ?? 0) + 1 }));
    const next = idOfAnswer(readableBody(answer.body).json, resource);
    if (next && request.method !== 'DELETE') setResourceId(next);
  };

  // The search builder's Run: a search with its query, sent at once.
  useEffect(() => {
    if (!handed) return;
    setInteraction('search');
    setQueries((current) => ({ ...current, search: handed.query }));
    void send(consoleRequest({ ...form, interaction: 'search', query: handed.query }));
    // Only a new hand-over sends; the form's own changes do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handed?.serial]);

  const reset = (): void => {
    stopServer('console');
    token.current = undefined;
    setExchange(undefined);
    setProblem('');
    setResourceId(start?.id ?? '');
    setBodies(startBodies());
  };

  const answer = exchange?.answer;
  const shown = answer ? readableBody(answer.body) : undefined;
  const issues = shown ? outcomeIssues(shown.json) : undefined;
  const apiRequest = 'problem' in built ? undefined : apiRequestOf(built);

  return (
    <div style={styles.panel}>
      <form
        style={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void send(built);
        }}
      >
        <div style={styles.field}>
          <label style={styles.label} htmlFor={`${id}-interaction`}>
            Interaction
          </label>
          <select
            style={styles.control}
            id={`${id}-interaction`}
            ref={first}
            value={interaction}
            onChange={(event) => setInteraction(event.target.value as Interaction)}
          >
            {interactionsOf(operation).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {info.needsId && (
          <div style={styles.field}>
            <label style={styles.label} htmlFor={`${id}-id`}>
              {resource} id
            </label>
            <input
              style={styles.control}
              id={`${id}-id`}
              type="text"
              value={resourceId}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setResourceId(event.target.value)}
            />
          </div>
        )}
        {info.hasQuery && (
          <div style={styles.wideField}>
            <label style={styles.label} htmlFor={`${id}-query`}>
              Query
            </label>
            <input
              style={styles.control}
              id={`${id}-query`}
              type="text"
              value={query}
              placeholder="name=Smith&_count=10"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        )}
        {info.hasBody && (
          <div style={styles.fullField}>
            <label style={styles.label} htmlFor={`${id}-body`}>
              {interaction === 'graphql' ? 'Body (a GraphQL query in JSON)' : 'Body (JSON)'}
            </label>
            <textarea
              id={`${id}-body`}
              style={styles.body}
              value={body}
              rows={Math.min(16, Math.max(4, body.split('\n').length))}
              spellCheck={false}
              onChange={(event) => {
                const text = event.target.value;
                setBodies((current) => ({ ...current, [interaction]: text }));
              }}
            />
          </div>
        )}
        <div style={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send'}
          </button>
          <button type="button" className="button button--secondary" onClick={reset} disabled={busy}>
            Reset the data
          </button>
        </div>
      </form>
      {problem && (
        <p style={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <h3 style={styles.heading}>Request</h3>
      <pre style={styles.code} data-testid="console-request" tabIndex={0} aria-label="The request">
        {'problem' in built ? built.problem : requestText(built, token.current)}
      </pre>
      <div aria-live="polite" data-testid="console-response" data-exchange={exchange?.serial ?? 0}>
        {exchange && answer && shown && (
          <>
            <h3 style={styles.heading}>Response</h3>
            <p style={styles.status}>
              <strong>
                {answer.status} {STATUS_TEXTS[answer.status] ?? ''}
              </strong>{' '}
              to {exchange.request.method} {exchange.request.path.split('?')[0]}, in {exchange.ms} ms
            </p>
            <pre style={styles.code}>
              {[
                `Content-Type: ${answer.contentType}`,
                ...Object.entries(answer.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
              ].join('\n')}
            </pre>
            {issues && issues.length > 0 && (
              <ul style={styles.issues} aria-label="Issues of the OperationOutcome">
                {issues.map((issue, index) => (
                  <li key={index}>
                    <strong>{issue.severity}</strong>
                    {issue.code && ` (${issue.code})`}: {issue.text || 'no text'}
                    {issue.where && (
                      <>
                        {' '}
                        at <code>{issue.where}</code>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <pre style={styles.answer} data-testid="console-response-body" tabIndex={0} aria-label="The response body">
              {shown.text}
            </pre>
          </>
        )}
      </div>
      <RequestSnippets request={apiRequest} baseUrl={CONSOLE_BASE} hasBody={info.hasBody} />
    </div>
  );
}
