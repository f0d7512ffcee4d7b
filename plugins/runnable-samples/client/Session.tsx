/**
 * A runnable sample once a reader has pressed Run or Edit (RunnableSample.tsx
 * loads this): runs the sample in the runner worker and shows what it prints
 * as it prints it; edits it in a text area, type-checking each edit with the
 * SDK's declarations (the checker worker) and refusing to run an edit with a
 * type error; stops a run (the page stops one itself after RUN_LIMIT_MS); and
 * resets the sample to the page's code with an empty output. A bot handler
 * (packages/medplum-sandbox, botSample) runs as a deployed bot with the input and secrets the
 * reader gives it (BotFields.tsx), and the output ends with what it returned
 * and the resources it wrote. The subscription deliveries a run made follow
 * (Deliveries.tsx), then the emails it asked the server to send, held in the
 * page (Emails.tsx). A React sample renders in a sandboxed frame instead
 * (SampleFrame.tsx), which stays live until the reader runs it again, stops
 * or resets it.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  normalizeCode,
  sampleKey,
  type BotSample,
  type BotReport,
  type Diagnostic,
  type OutputLine,
  RUN_LIMIT_MS,
} from '../../../packages/medplum-sandbox/browser';
import BotFields from './BotFields';
import Deliveries from './Deliveries';
import Emails from './Emails';
import SampleFrame, { type FrameEnd } from './SampleFrame';
import { PRINTED_CALL } from '../../../packages/react-frame/browser';
import { RUN_NOTE, TOOLBAR_STYLE } from './toolbar';
import { checkSample, runSample, stopRun, type RunOutcome } from './workers';
import * as styles from './styles';

export interface SessionProps {
  code: string;
  /** The fence's language: ts, typescript or tsx. */
  lang: string;
  bot?: BotSample;
  /** For a React sample: the props its exported component renders with. */
  react?: { props: Record<string, unknown> };
  start: 'run' | 'edit';
  caption: ReactNode;
  children: ReactNode;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'running' }
  | { kind: 'ended'; outcome: RunOutcome | FrameEnd }
  | { kind: 'type-errors'; diagnostics: Diagnostic[] }
  | { kind: 'checker-failed'; message: string };

/** A component's props as JSX attributes: strings quoted, a printed call as `{print}`, anything else in braces. */
function attributes(props: Record<string, unknown>): string {
  return Object.entries(props)
    .map(([name, value]) => {
      if (value === PRINTED_CALL) return ` ${name}={print}`;
      return typeof value === 'string' ? ` ${name}="${value}"` : ` ${name}={${JSON.stringify(value)}}`;
    })
    .join('');
}

function renderedText(end: FrameEnd & { kind: 'rendered' }, props: Record<string, unknown>): string {
  const live = 'It stays live, against the in-memory server, until you run it again or reset it.';
  switch (end.rendered.how) {
    case 'itself':
      return `The sample rendered its app in the frame above. ${live}`;
    case 'component':
      return `The frame rendered <${end.rendered.name}${attributes(props)} /> inside MantineProvider and MedplumProvider, signed in as ${end.rendered.signedInAs}. ${live}`;
    case 'nothing':
      return 'The sample ran and rendered nothing: it renders no app and exports no component.';
  }
}

function endText(outcome: RunOutcome | FrameEnd, props: Record<string, unknown>): string {
  switch (outcome.kind) {
    case 'rendered':
      return renderedText(outcome, props);
    case 'done':
      if (outcome.bot) return outcome.bot.success ? 'The bot finished.' : 'The bot failed: $execute answered 400.';
      return 'The sample finished.';
    case 'exit':
      return `The sample exited with code ${outcome.code}.`;
    case 'error':
      return `The sample stopped with an error: ${outcome.text}`;
    case 'stopped':
      return outcome.reason === 'time'
        ? `Stopped after ${RUN_LIMIT_MS / 1000} seconds: the sample was still running.`
        : 'Stopped.';
  }
}

function DiagnosticList({ diagnostics }: { diagnostics: Diagnostic[] }): JSX.Element {
  return (
    <>
      <p style={styles.problem}>
        {diagnostics.length === 1 ? 'One type error' : `${diagnostics.length} type errors`}; the sample did not run.
      </p>
      <ul style={styles.diagnostics}>
        {diagnostics.map((item, index) => (
          <li key={index}>
            Line {item.line}, column {item.column}: {item.message}
          </li>
        ))}
      </ul>
    </>
  );
}

/** What a bot returned and the versions it wrote, under its printed lines. */
function BotResult({ report }: { report: BotReport }): JSX.Element {
  return (
    <>
      <p style={styles.outputHeading}>{report.success ? 'Returned' : 'Answered (status 400)'}</p>
      <pre style={styles.lines}>{report.returned}</pre>
      <p style={styles.outputHeading}>
        {report.writes.length === 0 ? 'Wrote no resource' : `Wrote ${report.writes.length} version(s)`}
      </p>
      {report.writes.length > 0 && (
        <ul style={styles.writes}>
          {report.writes.map((write, index) => (
            <li key={index}>
              {write.kind} {write.resourceType}/{write.id}
              {write.versionId ? ` (version ${write.versionId})` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function Session({ code, lang, start, caption, children, bot, react }: SessionProps): JSX.Element {
  const siteBase = new URL(useBaseUrl('/'), typeof window === 'undefined' ? 'http://localhost/' : window.location.href)
    .href;
  const [editing, setEditing] = useState(start === 'edit');
  const [text, setText] = useState(code);
  const [lines, setLines] = useState<OutputLine[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [liveErrors, setLiveErrors] = useState<Diagnostic[]>([]);
  // A React sample's frame, new for each run; and whether the edit it runs had only its syntax checked.
  const [frameRun, setFrameRun] = useState<{ source: { key: string } | { script: string }; run: number }>();
  const [syntaxOnly, setSyntaxOnly] = useState(false);
  const editor = useRef<HTMLTextAreaElement>(null);
  const [botInput, setBotInput] = useState(bot?.input ?? '');
  const [secrets, setSecrets] = useState<Record<string, string>>(bot?.secrets ?? {});
  const edited = normalizeCode(text) !== normalizeCode(code);
  // Counts runs, and Stop and Reset: a run whose edit is still being type-checked when either is pressed never starts.
  const runs = useRef(0);

  const run = async (): Promise<void> => {
    const id = ++runs.current;
    setLines([]);
    setFrameRun(undefined);
    setSyntaxOnly(false);
    let source: { key: string } | { script: string } = { key: sampleKey(code) };
    if (edited) {
      setStatus({ kind: 'checking' });
      const checked = await checkSample(text, lang, siteBase);
      if (runs.current !== id) return;
      if ('failed' in checked) {
        setStatus({ kind: 'checker-failed', message: checked.failed });
        return;
      }
      if (checked.diagnostics.length > 0 || !checked.script) {
        setLiveErrors(checked.diagnostics);
        setStatus({ kind: 'type-errors', diagnostics: checked.diagnostics });
        return;
      }
      source = { script: checked.script };
      setSyntaxOnly(!!checked.syntaxOnly);
    }
    setStatus({ kind: 'running' });
    if (react) {
      // The frame reports how the sample ended (onEnd below).
      setFrameRun((before) => ({ source, run: (before?.run ?? 0) + 1 }));
      return;
    }
    const given = bot && { input: botInput, contentType: bot.contentType, secrets };
    const outcome = await runSample(source, siteBase, (line) => setLines((shown) => [...shown, line]), given);
    setStatus({ kind: 'ended', outcome });
  };

  const stop = (): void => {
    runs.current += 1;
    if (!react && status.kind === 'running') {
      stopRun();
      return;
    }
    setFrameRun(undefined);
    setStatus({ kind: 'ended', outcome: { kind: 'stopped', reason: 'reader' } });
  };

  const reset = (): void => {
    runs.current += 1;
    stopRun();
    setFrameRun(undefined);
    setSyntaxOnly(false);
    setText(code);
    setBotInput(bot?.input ?? '');
    setSecrets(bot?.secrets ?? {});
    setEditing(false);
    setLines([]);
    setLiveErrors([]);
    setStatus({ kind: 'idle' });
  };

  useEffect(() => {
    if (start === 'run') void run();
    else editor.current?.focus();
    // Only the press that loaded the session starts something.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each edit is type-checked once the reader pauses, so errors show before a run.
  useEffect(() => {
    if (!editing || !edited) {
      setLiveErrors([]);
      return undefined;
    }
    const timer = setTimeout(() => {
      void checkSample(text, lang, siteBase).then((checked) =>
        setLiveErrors('failed' in checked ? [] : checked.diagnostics),
      );
    }, 500);
    return () => clearTimeout(timer);
  }, [text, lang, editing, edited, siteBase]);

  useEffect(() => () => stopRun(), []);

  const running = status.kind === 'running' || status.kind === 'checking';
  return (
    <>
      {editing ? (
        <div style={styles.editorBlock}>
          <textarea
            ref={editor}
            style={styles.editor}
            aria-label="Sample code (editable)"
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            rows={Math.min(40, text.split('\n').length + 1)}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {liveErrors.length > 0 && status.kind !== 'type-errors' && (
            <div role="status">
              <DiagnosticList diagnostics={liveErrors} />
            </div>
          )}
        </div>
      ) : (
        children
      )}
      {bot && (
        <BotFields
          contentType={bot.contentType}
          input={botInput}
          onInput={setBotInput}
          secrets={secrets}
          onSecret={(name, value) => setSecrets((given) => ({ ...given, [name]: value }))}
        />
      )}
      <div style={TOOLBAR_STYLE}>
        {running ? (
          <button type="button" className="button button--danger button--sm" onClick={stop}>
            Stop
          </button>
        ) : (
          <button type="button" className="button button--primary button--sm" onClick={() => void run()}>
            Run
          </button>
        )}
        {!editing && (
          <button type="button" className="button button--secondary button--sm" onClick={() => setEditing(true)}>
            Edit
          </button>
        )}
        <button type="button" className="button button--secondary button--sm" onClick={reset}>
          Reset
        </button>
        <span>{RUN_NOTE}</span>
      </div>
      {status.kind !== 'idle' && (
        <div style={styles.output} role="log" aria-label="Output of the sample" aria-live="polite">
          {frameRun && (
            <SampleFrame
              key={frameRun.run}
              source={frameRun.source}
              props={react?.props ?? {}}
              siteBase={siteBase}
              onLine={(line) => setLines((shown) => [...shown, line])}
              onEnd={(outcome) => setStatus({ kind: 'ended', outcome })}
            />
          )}
          {lines.length > 0 && (
            <pre style={styles.lines}>
              {lines.map((line, index) => (
                <span
                  key={index}
                  data-stream={line.stream}
                  style={line.stream === 'error' ? styles.errorLine : undefined}
                >
                  {line.text}
                  {'\n'}
                </span>
              ))}
            </pre>
          )}
          {status.kind === 'checking' && <p style={styles.status}>Checking the types of your edit…</p>}
          {status.kind === 'running' && <p style={styles.status}>Running…</p>}
          {status.kind === 'ended' && status.outcome.kind === 'done' && status.outcome.bot && (
            <BotResult report={status.outcome.bot} />
          )}
          {status.kind === 'ended' && status.outcome.kind === 'done' && status.outcome.deliveries && (
            <Deliveries deliveries={status.outcome.deliveries} />
          )}
          {status.kind === 'ended' && status.outcome.kind === 'done' && status.outcome.emails && (
            <Emails emails={status.outcome.emails} />
          )}
          {status.kind === 'ended' && (
            <p
              style={
                (status.outcome.kind === 'done' && status.outcome.bot?.success !== false) ||
                (status.outcome.kind === 'rendered' && status.outcome.rendered.how !== 'nothing')
                  ? styles.status
                  : styles.problem
              }
            >
              {endText(status.outcome, react?.props ?? {})}
            </p>
          )}
          {syntaxOnly && status.kind === 'ended' && (
            <p style={styles.status}>
              Only the syntax of your edit was checked: the page has the type declarations of the SDK, not those of
              React, Mantine and @medplum/react.
            </p>
          )}
          {status.kind === 'type-errors' && <DiagnosticList diagnostics={status.diagnostics} />}
          {status.kind === 'checker-failed' && (
            <p style={styles.problem}>The edit could not be checked: {status.message}. Reset to run the sample.</p>
          )}
        </div>
      )}
      {caption}
    </>
  );
}
