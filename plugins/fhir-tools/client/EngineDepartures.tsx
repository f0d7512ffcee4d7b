/**
 * The FHIRPath page's table of the places where the engine's answer differs
 * from the specification's (engine-departures.ts, each row checked against the
 * engine by a test), with a Try button that runs the row in the evaluator.
 */
import React from 'react';
import { ENGINE_DEPARTURES } from '../../../packages/fhir-model/browser';
import { EXAMPLE_TEXT } from './FhirPathFunctions';
import InlineCode from './InlineCode';
import { tryInEvaluator } from './share-state';
import styles from './tools.module.css';

export default function EngineDepartures(): JSX.Element {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.functions}>
        <thead>
          <tr>
            <th scope="col">Case</th>
            <th scope="col">Expression</th>
            <th scope="col">This engine gives</th>
            <th scope="col">FHIRPath gives</th>
          </tr>
        </thead>
        <tbody>
          {ENGINE_DEPARTURES.map((row) => (
            <tr key={row.expression}>
              <td>
                <InlineCode text={row.topic} />
              </td>
              <td>
                <code>{row.expression}</code>{' '}
                <button
                  type="button"
                  className="fhir-try"
                  aria-label={`Try ${row.expression} in the evaluator`}
                  onClick={() => tryInEvaluator({ expression: row.expression, resource: EXAMPLE_TEXT })}
                >
                  Try
                </button>
              </td>
              <td>
                {'error' in row.engine ? (
                  <>
                    an error: <code>{row.engine.error}</code>
                  </>
                ) : (
                  <code>{JSON.stringify(row.engine.result)}</code>
                )}
              </td>
              <td>
                <InlineCode text={row.specification} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
