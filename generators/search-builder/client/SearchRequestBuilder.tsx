/**
 * The search-request builder of a FHIR resource page: rows of (parameter,
 * modifier or prefix, value) give the request line, a curl command and a
 * MedplumClient call, each shown and copyable. The generated page imports it
 * (generators/search-builder/mdx.ts) with only its own parameters; all request
 * rules are in ../request.ts. Without JavaScript the form is hidden by CSS and
 * a sentence in <noscript> takes its place.
 */
import clsx from 'clsx';
import React, { useEffect, useRef, useState } from 'react';
import {
  NOT_OFFERED,
  type ModifierOption,
  type ParamSpec,
  RESULT_PARAMETERS,
  buildRequest,
  isSearchable,
  modifierOptions,
  parseParams,
} from '../request';
import { CONSOLE_SEND_EVENT, type ConsoleSendDetail } from '../../../config/console-event';
import styles from './SearchRequestBuilder.module.css';

interface Props {
  resource: string;
  /** The page's parameters in the form of formatParams (../request.ts). */
  params: string;
}

interface Row {
  key: number;
  parameter: string;
  modifier: string;
  value: string;
}

type CopyTarget = 'curl' | 'typescript';

const COPY_LABELS: Record<CopyTarget, string> = { curl: 'Copy as curl', typescript: 'Copy as TypeScript' };
const COPIED_MESSAGES: Record<CopyTarget, string> = {
  curl: 'Copied the curl command.',
  typescript: 'Copied the TypeScript.',
};

function placeholder(spec: ParamSpec | undefined, parameter: string, option: ModifierOption | undefined): string {
  if (parameter === '_count') return 'page size, such as 20';
  if (parameter === '_sort') return 'a parameter code';
  if (!spec) return '';
  if (option?.value === 'identifier') return 'system|value';
  if (option?.value === 'in') return 'ValueSet URL';
  switch (spec[1]) {
    case 'date':
      return 'YYYY-MM-DD';
    case 'number':
      return 'a number';
    case 'quantity':
      return 'number|system|code';
    case 'token':
      return 'code or system|code';
    case 'reference':
      return `${spec[2]?.[0] ?? 'Type'}/id`;
    case 'uri':
      return 'a URI';
    default:
      return 'text';
  }
}

function targetHint(spec: ParamSpec | undefined): string | undefined {
  if (spec?.[1] !== 'reference') return undefined;
  const targets = spec[2] ?? [];
  // The generator leaves out the targets of a parameter that points to any resource type.
  if (targets.length === 0) return 'Type/id, where Type is any resource type.';
  if (targets.length > 6) return `Type/id, where Type is one of ${targets.length} resource types.`;
  const names =
    targets.length === 1 ? targets[0] : `${targets.slice(0, -1).join(', ')} or ${targets[targets.length - 1]}`;
  return `Type/id, where Type is ${names}.`;
}

export default function SearchRequestBuilder({ resource, params }: Props): JSX.Element {
  const [searchable] = useState(() => parseParams(params).filter(([, type]) => isSearchable(type)));
  const [rows, setRows] = useState<Row[]>([
    { key: 0, parameter: searchable[0]?.[0] ?? '_count', modifier: '', value: '' },
  ]);
  const nextKey = useRef(1);
  const [copied, setCopied] = useState<CopyTarget | null>(null);
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  // After a row is added or removed, focus moves to its parameter or to "Add a parameter".
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (pendingFocus.current) document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const request = buildRequest(resource, searchable, rows);
  const id = `search-builder-${resource}`;

  const update = (key: number, change: Partial<Row>): void =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const addRow = (): void => {
    const key = nextKey.current++;
    pendingFocus.current = `${id}-${key}-parameter`;
    setRows((current) => [...current, { key, parameter: searchable[0]?.[0] ?? '_count', modifier: '', value: '' }]);
  };

  const copy = async (target: CopyTarget): Promise<void> => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(request[target]);
      setCopied(target);
      setStatus(COPIED_MESSAGES[target]);
    } catch {
      setCopied(null);
      setStatus('Copying failed: select the code below and copy it.');
    }
    timer.current = setTimeout(() => {
      setCopied(null);
      setStatus('');
    }, 4000);
  };

  /** Hands the search to the page's API console (ApiConsole), which sends it to the in-browser Medplum. */
  const run = (): void => {
    const detail: ConsoleSendDetail = { resourceType: resource, query: request.url.split('?')[1] ?? '' };
    window.dispatchEvent(new CustomEvent(CONSOLE_SEND_EVENT, { detail }));
  };

  return (
    <>
      <noscript>
        <div className={styles.noscript}>
          <p>The request builder needs JavaScript. The table above lists the parameters to put in a search URL.</p>
        </div>
      </noscript>
      {/* interactive-only: the Markdown twin of the page leaves the form out (plugins/markdown-twins). */}
      <div className={clsx(styles.builder, 'interactive-only')} id={id}>
        <p>
          Choose parameters of {resource} and type their values: the request below follows as a URL, a curl command and
          a <code>MedplumClient</code> call, ready to copy. <em>Run in the console</em> sends it to the in-browser
          server of the console below.
        </p>
        <ol className={styles.rows} aria-label="Search parameters of the request">
          {rows.map((row, index) => {
            const spec = searchable.find(([code]) => code === row.parameter);
            const options = modifierOptions(row.parameter, searchable);
            const option = options.find((o) => o.value === row.modifier);
            const modifierLabel =
              row.parameter === '_sort' ? 'Order' : options[0]?.kind === 'prefix' ? 'Prefix' : 'Modifier';
            const hint = targetHint(spec);
            const rowId = `${id}-${row.key}`;
            return (
              <li key={row.key} className={styles.row}>
                <div className={styles.field}>
                  <label htmlFor={`${rowId}-parameter`}>Parameter {index + 1}</label>
                  <select
                    id={`${rowId}-parameter`}
                    value={row.parameter}
                    onChange={(event) => update(row.key, { parameter: event.target.value, modifier: '', value: '' })}
                  >
                    <optgroup label={`${resource} parameters`}>
                      {searchable.map(([code, type]) => (
                        <option key={code} value={code}>
                          {code} ({type})
                        </option>
                      ))}
                    </optgroup>
                    <optgroup label="Result parameters">
                      {RESULT_PARAMETERS.map((code) => (
                        <option key={code} value={code}>
                          {code}
                        </option>
                      ))}
                    </optgroup>
                  </select>
                </div>
                <div className={styles.field}>
                  <label htmlFor={`${rowId}-modifier`}>{modifierLabel}</label>
                  <select
                    id={`${rowId}-modifier`}
                    value={row.modifier}
                    disabled={options.length === 0}
                    onChange={(event) =>
                      update(row.key, {
                        modifier: event.target.value,
                        value: event.target.value === 'missing' ? 'true' : row.modifier === 'missing' ? '' : row.value,
                      })
                    }
                  >
                    <option value="">{row.parameter === '_sort' ? 'ascending' : 'none'}</option>
                    {options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </div>
                <div className={styles.field}>
                  <label htmlFor={`${rowId}-value`}>Value</label>
                  {row.modifier === 'missing' ? (
                    <select
                      id={`${rowId}-value`}
                      value={row.value}
                      onChange={(event) => update(row.key, { value: event.target.value })}
                    >
                      <option value="true">true (no value)</option>
                      <option value="false">false (has a value)</option>
                    </select>
                  ) : (
                    <input
                      id={`${rowId}-value`}
                      type="text"
                      value={row.value}
                      placeholder={placeholder(spec, row.parameter, option)}
                      inputMode={row.parameter === '_count' || spec?.[1] === 'number' ? 'decimal' : undefined}
                      list={row.parameter === '_sort' ? `${id}-codes` : undefined}
                      autoComplete="off"
                      spellCheck={false}
                      aria-describedby={hint ? `${rowId}-hint` : undefined}
                      onChange={(event) => update(row.key, { value: event.target.value })}
                    />
                  )}
                  {hint && (
                    <span id={`${rowId}-hint`} className={styles.hint}>
                      {hint}
                    </span>
                  )}
                </div>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove parameter ${index + 1}`}
                  title={`Remove parameter ${index + 1}`}
                  disabled={rows.length === 1}
                  onClick={() => {
                    pendingFocus.current = `${id}-add`;
                    setRows((current) => current.filter((r) => r.key !== row.key));
                  }}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ol>
        <datalist id={`${id}-codes`}>
          {searchable.map(([code]) => (
            <option key={code} value={code} />
          ))}
        </datalist>
        <button type="button" id={`${id}-add`} className="button button--sm button--secondary" onClick={addRow}>
          Add a parameter
        </button>

        <p className={styles.outputLabel}>Request</p>
        <pre className={styles.code}>
          <code data-testid="search-request-line">{request.requestLine}</code>
        </pre>
        <div className={styles.actions}>
          <button type="button" className="button button--sm button--primary" onClick={run}>
            Run in the console
          </button>
          {(['curl', 'typescript'] as const).map((target) => (
            <button
              key={target}
              type="button"
              className="button button--sm button--primary"
              onClick={() => void copy(target)}
            >
              {copied === target ? 'Copied' : COPY_LABELS[target]}
            </button>
          ))}
          <span className={styles.status} role="status" aria-live="polite">
            {status}
          </span>
        </div>
        <p className={styles.outputLabel}>curl</p>
        <pre className={styles.code}>
          <code data-testid="search-request-curl">{request.curl}</code>
        </pre>
        <p className={styles.outputLabel}>
          TypeScript (<code>medplum</code> is a signed-in <code>MedplumClient</code>)
        </p>
        <pre className={styles.code}>
          <code data-testid="search-request-typescript">{request.typescript}</code>
        </pre>
        <p className={styles.note}>
          The builder offers what the Medplum 2.0.25 server applies. It leaves out {NOT_OFFERED.join('; ')}.
        </p>
      </div>
    </>
  );
}
