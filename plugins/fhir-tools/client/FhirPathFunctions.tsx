/**
 * The FHIRPath page's table of functions: exactly those of the engine's
 * function table (read from @medplum/core's source at build time, see
 * engine-functions.ts), grouped by the section of the specification that
 * defines each (SPEC_SECTIONS), each with what it does in this engine and an
 * example that a Try button runs in the evaluator above it.
 */
import React from 'react';
import Heading from '@theme/Heading';
import type { EngineInfo } from '../index';
import { FUNCTION_DOCS, FUNCTION_EXAMPLE_PATIENT } from '../../../packages/fhir-model/browser';
import InlineCode from './InlineCode';
import { tryInEvaluator } from './share-state';
import styles from './tools.module.css';

/** The Patient the examples run against, as the evaluator's resource. */
export const EXAMPLE_TEXT = JSON.stringify(FUNCTION_EXAMPLE_PATIENT, null, 2);

function sectionId(section: string): string {
  return `functions-${section
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

export default function FhirPathFunctions({ engine }: { engine: EngineInfo }): JSX.Element {
  const sections = new Map<string, EngineInfo['functions']>();
  for (const fn of engine.functions) sections.set(fn.section, [...(sections.get(fn.section) ?? []), fn]);
  return (
    <>
      {[...sections].map(([section, functions]) => (
        <React.Fragment key={section}>
          <Heading as="h3" id={sectionId(section)}>
            {section}
          </Heading>
          <div className={styles.tableWrap}>
            <table className={styles.functions}>
              <thead>
                <tr>
                  <th scope="col">Function</th>
                  <th scope="col">What it does here</th>
                  <th scope="col">Example</th>
                </tr>
              </thead>
              <tbody>
                {functions.map((fn) => {
                  const doc = FUNCTION_DOCS[fn.name];
                  const params = fn.params.map((param) => param.name.replace(/Atom$/, ''));
                  const signature = `${fn.name}(${params.map((name, i) => (fn.params[i].optional ? `[${name}]` : name)).join(', ')})`;
                  return (
                    <tr key={fn.name} id={`function-${fn.name}`}>
                      <td>
                        <code>{signature}</code>
                      </td>
                      <td>{doc ? <InlineCode text={doc.summary} /> : null}</td>
                      <td>
                        {doc?.example && (
                          <>
                            <code>{doc.example}</code>{' '}
                            <button
                              type="button"
                              className="fhir-try"
                              aria-label={`Try ${doc.example} in the evaluator`}
                              onClick={() => tryInEvaluator({ expression: doc.example ?? '', resource: EXAMPLE_TEXT })}
                            >
                              Try
                            </button>
                          </>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </React.Fragment>
      ))}
    </>
  );
}
