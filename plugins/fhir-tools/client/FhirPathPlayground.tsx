/**
 * The FHIRPath page's evaluator: an expression and a resource (an example of
 * any resource type, or the reader's own JSON), evaluated by @medplum/core's
 * engine in the FHIR tools' worker. The result shows the values with their
 * types and the elements the engine read, or the engine's error as text. The
 * state lives in the URL's fragment (share-state.ts), so "Copy link" shares a
 * result, and the function table's Try links set it.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { ExampleSelect, ExpressionField, JsonEditor, ResultRegion, RunButtons } from './parts';
import { onTryInEvaluator, readSharedState, sharedHash, type SharedState } from './share-state';
import { useEngine, useRowLinks } from './use-engine';
import { useExampleLoader } from './use-example-text';
import { useExampleTypes } from './use-example-types';
import styles from './tools.module.css';

const START: SharedState = { expression: "name.where(use = 'official').given.first()", example: 'Patient' };

export default function FhirPathPlayground(): JSX.Element {
  // One of these is on a page at a time, so a fixed prefix keeps its ids unique (React 17 has no useId).
  const id = 'fhirpath';
  const types = useExampleTypes();
  const load = useExampleLoader();
  const engine = useEngine();
  const linkOf = useRowLinks(engine.answer?.anchors);
  const [expression, setExpression] = useState(START.expression);
  const [resource, setResource] = useState('');
  /** The type whose unedited example the resource is, or null once the reader edits it. */
  const [example, setExample] = useState<string | null>(START.example ?? null);
  const [notice, setNotice] = useState('');
  const { run } = engine;

  const evaluate = useCallback(
    (state: { expression: string; resource: string }) =>
      run({ kind: 'values', expression: state.expression, resourceText: state.resource }),
    [run],
  );

  const apply = useCallback(
    (state: SharedState) => {
      setExpression(state.expression);
      setNotice('');
      if (state.example) {
        const type = state.example;
        load(type).then(
          (text) => {
            setResource(text);
            setExample(type);
            evaluate({ expression: state.expression, resource: text });
          },
          (err: Error) => setNotice(err.message),
        );
      } else {
        const text = state.resource ?? '';
        setResource(text);
        setExample(null);
        if (text) evaluate({ expression: state.expression, resource: text });
      }
    },
    [load, evaluate],
  );

  // Open with the state of the link, or with the start example.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    apply(readSharedState(window.location.hash) ?? START);
  }, [apply]);

  // The function table's Try buttons: load their expression, bring the evaluator into view.
  const section = useRef<HTMLElement>(null);
  useEffect(
    () =>
      onTryInEvaluator((state) => {
        apply(state);
        section.current?.scrollIntoView({ block: 'start' });
        section.current?.querySelector('input')?.focus({ preventScroll: true });
      }),
    [apply],
  );

  const state: SharedState = example ? { expression, example } : { expression, resource };

  const copyLink = () => {
    const { hash, resourceLeftOut } = sharedHash(state);
    window.history.replaceState(window.history.state, '', hash);
    navigator.clipboard.writeText(window.location.href).then(
      () =>
        setNotice(
          resourceLeftOut
            ? 'Link copied, with the expression only: the resource is too long for a link.'
            : 'Link copied. It holds the expression and the resource after the #, which browsers do not send to servers.',
        ),
      () => setNotice('The link could not be copied. The address bar holds it.'),
    );
  };

  return (
    <section ref={section} className={styles.playground} aria-label="FHIRPath evaluator">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          window.history.replaceState(window.history.state, '', sharedHash(state).hash);
          evaluate({ expression, resource });
        }}
      >
        <ExpressionField id={`${id}-expression`} value={expression} onChange={setExpression} />
        <ExampleSelect
          id={`${id}-example`}
          label="Start from the example of"
          value={example ?? ''}
          types={types}
          exampleLabel={(type) => type}
          onChange={(value) => value && apply({ expression, example: value })}
        />
        <JsonEditor
          id={`${id}-resource`}
          label="Resource (JSON)"
          rows={14}
          value={resource}
          onChange={(text) => {
            setResource(text);
            setExample(null);
          }}
        />
        <RunButtons label="Evaluate" running={engine.running} onStop={engine.stop}>
          <button type="button" className="button button--secondary" onClick={copyLink}>
            Copy link
          </button>
        </RunButtons>
        <p className={styles.timing} role="status">
          {notice}
        </p>
      </form>
      <ResultRegion engine={engine} runningText="Evaluating…" linkOf={linkOf} subject="resource" timed />
    </section>
  );
}
