/**
 * The FHIRPath page's table of where the engine's answers differ from the
 * specification: one row per cause of the official suite's failing cases
 * (packages/fhir-model/src/fhirpath/conformance/), with an example from the
 * suite, a Try button that runs it in the evaluator, a workaround and how many
 * cases the cause accounts for. The plugin writes the report at build time.
 */
import React from 'react';
import type { Answer, ConformanceReport } from '../../../packages/fhir-model/browser';
import { EXAMPLE_TEXT } from './FhirPathFunctions';
import InlineCode from './InlineCode';
import { tryInEvaluator } from './share-state';
import styles from './tools.module.css';

/** The anchor of a cause's list of cases on the page. */
export const causeAnchor = (id: string): string => `suite-${id}`;

/** An answer of the suite or the engine: its words, then its values or message as code. */
export function ShownAnswer({ answer }: { answer: Answer }): JSX.Element {
  return (
    <>
      {answer.words}
      {answer.words && answer.code !== null && ' '}
      {answer.code !== null && <code>{answer.code}</code>}
    </>
  );
}

export default function EngineDepartures({ report }: { report: ConformanceReport }): JSX.Element {
  return (
    <ul className={styles.causes}>
      {report.causes.map((cause) => {
        const { example } = cause;
        const resource = (example.input && report.inputs[example.input]) || EXAMPLE_TEXT;
        const count = cause.cases.length;
        return (
          <li key={cause.id}>
            <p className={styles.causeTitle}>
              <strong>
                <InlineCode text={cause.title} />
              </strong>{' '}
              <a href={`#${causeAnchor(cause.id)}`}>
                {count} {count === 1 ? 'case' : 'cases'}
              </a>
            </p>
            <p>
              <InlineCode text={cause.explanation} />
            </p>
            <p>
              Example: <code>{example.expression}</code>{' '}
              <button
                type="button"
                className="fhir-try"
                aria-label={`Try ${example.expression} in the evaluator`}
                onClick={() => tryInEvaluator({ expression: example.expression, resource })}
              >
                Try
              </button>
              <br />
              FHIRPath gives <ShownAnswer answer={example.expected} />; this engine gives{' '}
              <ShownAnswer answer={example.actual} />.
            </p>
            {cause.workaround && (
              <p>
                Workaround: <InlineCode text={cause.workaround} />
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
