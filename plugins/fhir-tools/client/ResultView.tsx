/**
 * What a run of the FHIR tools' worker gave, as text: the values an
 * expression selected, whether a constraint holds on each element it sits on,
 * the element paths the engine read (linked to their rows when `linkOf` knows
 * one), a validation's issues, or the engine's own error message. Everything
 * the reader typed or the engine said is rendered as text, never as markup.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import type { WorkerResult } from '../../../packages/fhir-model/browser';
import styles from './tools.module.css';

/** Where an element path's row is, or undefined for none. */
export type LinkOf = (path: string) => string | undefined;

function PathList({ paths, linkOf }: { paths: string[]; linkOf: LinkOf }): JSX.Element {
  return (
    <ul className={styles.paths}>
      {paths.map((path) => {
        const href = linkOf(path);
        return (
          <li key={path}>
            {href ? (
              <Link to={href}>
                <code>{path}</code>
              </Link>
            ) : (
              <code>{path}</code>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Touched({ paths, linkOf }: { paths: string[]; linkOf: LinkOf }): JSX.Element {
  if (paths.length === 0) return <p>The engine read no element of the resource.</p>;
  return (
    <>
      <p className={styles.label}>Elements the engine read ({paths.length})</p>
      <PathList paths={paths} linkOf={linkOf} />
    </>
  );
}

const OUTCOME_TEXT = {
  true: 'true',
  false: 'false',
  empty: 'an empty collection (not true)',
  'not boolean': 'a value that is not a single boolean (not true)',
} as const;

export default function ResultView({
  result,
  linkOf,
  subject,
}: {
  result: WorkerResult;
  linkOf: LinkOf;
  /** The resource's type, for sentences such as "a search would find this Patient". */
  subject: string;
}): JSX.Element {
  switch (result.kind) {
    case 'input':
      return <p className={styles.problem}>{result.message}</p>;
    case 'error':
      return (
        <p className={styles.problem}>
          The engine stopped with an error: <code>{result.message}</code>
        </p>
      );
    case 'values':
      return (
        <>
          <p className={styles.summary}>
            {result.values.length === 0
              ? `No values: the expression selects nothing in this ${subject}.`
              : `${result.values.length} ${result.values.length === 1 ? 'value' : 'values'}:`}
          </p>
          {result.values.length > 0 && (
            <ol className={styles.values}>
              {result.values.map((value, index) => (
                <li key={index}>
                  <span className={styles.type}>{value.type}</span>
                  <pre className={styles.json}>{value.json}</pre>
                </li>
              ))}
            </ol>
          )}
          <Touched paths={result.touched} linkOf={linkOf} />
        </>
      );
    case 'constraint':
      return (
        <>
          <p className={styles.summary}>
            {result.contexts.length === 0
              ? `The constraint holds: this ${subject} has none of the elements it sits on.`
              : result.holds
                ? `The constraint holds on all ${result.contexts.length} ${result.contexts.length === 1 ? 'element' : 'elements'} it sits on.`
                : 'The constraint does not hold.'}
          </p>
          {result.contexts.length > 0 && (
            <ul className={styles.values}>
              {result.contexts.map((context) => (
                <li key={context.path}>
                  <code>{context.path}</code>: {OUTCOME_TEXT[context.outcome]}
                </li>
              ))}
            </ul>
          )}
          <Touched paths={result.touched} linkOf={linkOf} />
        </>
      );
    case 'issues':
      if (result.issues.length === 0) {
        return <p className={styles.summary}>Valid: the validator found no issue in this {result.resourceType}.</p>;
      }
      return (
        <>
          <p className={styles.summary}>
            {result.issues.length} {result.issues.length === 1 ? 'issue' : 'issues'}, as the server would report them in
            an OperationOutcome:
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.issues}>
              <thead>
                <tr>
                  <th scope="col">Severity</th>
                  <th scope="col">Code</th>
                  <th scope="col">Message</th>
                  <th scope="col">Expression</th>
                </tr>
              </thead>
              <tbody>
                {result.issues.map((issue, index) => (
                  <tr key={index}>
                    <td>{issue.severity}</td>
                    <td>
                      <code>{issue.code}</code>
                    </td>
                    <td>{issue.message}</td>
                    <td>
                      <PathList paths={issue.expression} linkOf={linkOf} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      );
  }
}
