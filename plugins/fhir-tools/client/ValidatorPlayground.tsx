/**
 * The validator page's form: a resource (an example, a sample with mistakes,
 * or the reader's own JSON) checked by @medplum/core's validateResource in the
 * FHIR tools' worker, against the base FHIR R4 and Medplum definitions. Each
 * issue is shown as the server reports it, its element linked to the row of
 * its reference page. The resource stays in the page: it is not put in the
 * URL, because a pasted resource may hold someone's data.
 */
import React, { useCallback, useState } from 'react';
import { ExampleSelect, JsonEditor, ResultRegion, RunButtons } from './parts';
import { SAMPLE_WITH_MISTAKES } from './samples';
import { useEngine, useRowLinks } from './use-engine';
import { useExampleLoader } from './use-example-text';
import { useExampleTypes } from './use-example-types';
import styles from './tools.module.css';

const MISTAKES = '(an Observation with mistakes)';

export default function ValidatorPlayground(): JSX.Element {
  // One of these is on a page at a time, so a fixed prefix keeps its ids unique (React 17 has no useId).
  const id = 'validator';
  const types = useExampleTypes();
  const load = useExampleLoader();
  const engine = useEngine();
  const linkOf = useRowLinks(engine.answer?.anchors);
  const [resource, setResource] = useState(SAMPLE_WITH_MISTAKES);
  const [source, setSource] = useState(MISTAKES);
  const [notice, setNotice] = useState('');
  const { run } = engine;

  const validate = useCallback((text: string) => run({ kind: 'validate', resourceText: text }), [run]);

  const choose = (value: string) => {
    setSource(value);
    setNotice('');
    if (value === MISTAKES) {
      setResource(SAMPLE_WITH_MISTAKES);
    } else if (value) {
      load(value).then(setResource, (err: Error) => setNotice(err.message));
    }
  };

  return (
    <section className={styles.playground} aria-label="Resource validator">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          validate(resource);
        }}
      >
        <ExampleSelect
          id={`${id}-start`}
          label="Start from"
          value={source}
          types={types}
          exampleLabel={(type) => `the example ${type}`}
          extra={<option value={MISTAKES}>{MISTAKES}</option>}
          onChange={choose}
        />
        <JsonEditor
          id={`${id}-resource`}
          label="Resource (JSON)"
          rows={16}
          value={resource}
          onChange={(text) => {
            setResource(text);
            setSource('');
          }}
        />
        <RunButtons label="Validate" running={engine.running} onStop={engine.stop} />
        {notice && <p className={styles.problem}>{notice}</p>}
      </form>
      <ResultRegion engine={engine} runningText="Validating…" linkOf={linkOf} subject="resource" timed />
    </section>
  );
}
