/**
 * The pieces the three FHIR tools share: the expression field, the JSON
 * editor, the Run and Stop buttons, and the live region that shows a run's
 * answer (ResultView) and how long it took.
 */
import React, { type ReactNode } from 'react';
import ResultView, { type LinkOf } from './ResultView';
import type { EngineState } from './use-engine';
import styles from './tools.module.css';

export function ExpressionField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}): JSX.Element {
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        FHIRPath expression
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

export function JsonEditor({
  id,
  label,
  value,
  rows,
  readOnly = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  rows: number;
  readOnly?: boolean;
  onChange: (value: string) => void;
}): JSX.Element {
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.editor}
        rows={rows}
        spellCheck={false}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/** "Start from …": a choice of the reader's own resource, `extra` options, then an example of each type. */
export function ExampleSelect({
  id,
  label,
  value,
  types,
  exampleLabel,
  extra,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  types: string[];
  exampleLabel: (type: string) => string;
  extra?: ReactNode;
  onChange: (value: string) => void;
}): JSX.Element {
  return (
    <div className={styles.row}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">(your own resource)</option>
        {extra}
        {types.map((type) => (
          <option key={type} value={type}>
            {exampleLabel(type)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The submit button, Stop while a run goes on, and any other buttons of the form. */
export function RunButtons({
  label,
  disabled = false,
  running,
  onStop,
  children,
}: {
  label: string;
  disabled?: boolean;
  running: boolean;
  onStop: () => void;
  children?: ReactNode;
}): JSX.Element {
  return (
    <div className={styles.actions}>
      <button type="submit" className="button button--primary" disabled={disabled}>
        {label}
      </button>
      {running && (
        <button type="button" className="button button--secondary" onClick={onStop}>
          Stop
        </button>
      )}
      {children}
    </div>
  );
}

/** The live region of a tool: "…" while it runs, then the answer and, with `timed`, how long it took. */
export function ResultRegion({
  engine,
  runningText,
  linkOf,
  subject,
  timed = false,
  onClickCapture,
}: {
  engine: EngineState;
  runningText: string;
  linkOf: LinkOf;
  subject: string;
  timed?: boolean;
  onClickCapture?: (event: React.MouseEvent) => void;
}): JSX.Element {
  return (
    <div
      className={styles.result}
      role="status"
      aria-live="polite"
      aria-busy={engine.running}
      onClickCapture={onClickCapture}
    >
      {engine.running && <p>{runningText}</p>}
      {!engine.running && engine.answer && (
        <>
          <ResultView result={engine.answer.result} linkOf={linkOf} subject={subject} />
          {timed && engine.elapsedMs !== undefined && (
            <p className={styles.timing}>Answered in {Math.round(engine.elapsedMs)} ms, in your browser.</p>
          )}
        </>
      )}
    </div>
  );
}
