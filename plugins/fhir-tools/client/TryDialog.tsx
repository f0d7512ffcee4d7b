/**
 * The dialog of a Try button on a FHIR reference page: runs a search
 * parameter's expression, or checks a constraint, against the example of the
 * page's type, and shows the result (ResultView). The reader can edit the
 * expression and the example and run again; an edited example is kept for the
 * other rows of the page until Reset. Loaded on the first click only
 * (TryButtons). A native modal <dialog> keeps the keyboard inside it; Escape
 * and Close return focus to the button that opened it.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react';
import Link from '@docusaurus/Link';
import { ExpressionField, JsonEditor, ResultRegion, RunButtons } from './parts';
import { useExampleLoader } from './use-example-text';
import { useEngine, useRowLinks } from './use-engine';
import styles from './tools.module.css';

export type TryTarget =
  | { kind: 'values'; name: string; expression: string }
  | { kind: 'constraint'; name: string; expression: string; on: string[] };

export interface TryDialogProps {
  /** The page's type (`Patient`, `HumanName`). */
  type: string;
  target: TryTarget;
  /** Closes the dialog; with `returnFocus` false (a link in it was followed), focus stays where the link leads. */
  onClose: (returnFocus?: boolean) => void;
}

/** The example text of each type, as the reader last edited it on this page. */
const editedExamples = new Map<string, string>();

function useExample(type: string): [string | null, (text: string) => void, () => void, string | null] {
  const load = useExampleLoader();
  const [original, setOriginal] = useState<string | null>(null);
  const [text, setText] = useState<string | null>(editedExamples.get(type) ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    load(type).then(
      (pretty) => {
        if (!live) return;
        setOriginal(pretty);
        setText((current) => current ?? pretty);
      },
      (err: Error) => live && setFailure(`The example could not load. ${err.message}`),
    );
    return () => {
      live = false;
    };
  }, [load, type]);
  const update = useCallback(
    (next: string) => {
      editedExamples.set(type, next);
      setText(next);
    },
    [type],
  );
  const reset = useCallback(() => {
    editedExamples.delete(type);
    setText(original);
  }, [type, original]);
  return [text, update, reset, failure];
}

export default function TryDialog({ type, target, onClose }: TryDialogProps): JSX.Element {
  const dialog = useRef<HTMLDialogElement>(null);
  // One of these is on a page at a time, so a fixed prefix keeps its ids unique (React 17 has no useId).
  const id = 'fhir-try';
  const [expression, setExpression] = useState(target.expression);
  const [example, setExample, resetExample, failure] = useExample(type);
  const engine = useEngine();
  const linkOf = useRowLinks(engine.answer?.anchors);

  const run = useCallback(() => {
    if (example === null) return;
    const base = { resourceText: example, typeName: type };
    engine.run(
      target.kind === 'constraint'
        ? {
            ...base,
            kind: 'constraint',
            expression,
            on: target.on.map((path) => (path === type ? '' : path.slice(type.length + 1))),
          }
        : { ...base, kind: 'values', expression },
    );
    // engine.run is stable; the rest are the inputs of this run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [example, expression, target, type]);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    element?.addEventListener('cancel', onCancel);
    return () => {
      element?.removeEventListener('cancel', onCancel);
      if (element?.open) element.close();
    };
  }, [onClose]);

  // Run once as soon as the example is there: the reader asked to try this row.
  const ranFirst = useRef(false);
  useEffect(() => {
    if (example !== null && !ranFirst.current) {
      ranFirst.current = true;
      run();
    }
  }, [example, run]);

  const subject = `example ${type}`;
  const what =
    target.kind === 'constraint'
      ? `The constraint holds when its expression gives true on every ${target.on.join(' and every ')} of the ${subject}.`
      : `A search by ${target.name} indexes the values this expression selects from a resource.`;
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`}>
      <div className={styles.dialogHead}>
        <h2 id={`${id}-title`} className={styles.dialogTitle}>
          {target.kind === 'constraint' ? 'Check ' : 'Try '}
          <code>{target.name}</code> on the {subject}
        </h2>
        <button type="button" className="button button--secondary button--sm" onClick={() => onClose()}>
          Close
        </button>
      </div>
      <p className={styles.note}>
        {what} The answer is that of the FHIRPath engine in <code>@medplum/core</code> 2.0.25, which{' '}
        <Link
          to="/docs/api/fhir/fhirpath#where-this-engine-departs-from-the-specification"
          onClick={() => onClose(false)}
        >
          differs from the specification
        </Link>{' '}
        in places.
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <ExpressionField id={`${id}-expression`} value={expression} onChange={setExpression} />
        {failure ? (
          <p className={styles.problem}>{failure}</p>
        ) : (
          <JsonEditor
            id={`${id}-example`}
            label={`The ${subject} (JSON; edit it and run again)`}
            rows={12}
            value={example ?? 'Loading the example…'}
            readOnly={example === null}
            onChange={setExample}
          />
        )}
        <RunButtons
          label={target.kind === 'constraint' ? 'Check' : 'Run'}
          disabled={example === null}
          running={engine.running}
          onStop={engine.stop}
        >
          <button type="button" className="button button--secondary" onClick={resetExample} disabled={example === null}>
            Reset example
          </button>
        </RunButtons>
      </form>
      <ResultRegion
        engine={engine}
        runningText="Running…"
        linkOf={linkOf}
        subject={subject}
        onClickCapture={(event) => {
          // Following a link to a row closes the dialog, so the row is in view.
          if (event.target instanceof Element && event.target.closest('a')) onClose(false);
        }}
      />
    </dialog>
  );
}
