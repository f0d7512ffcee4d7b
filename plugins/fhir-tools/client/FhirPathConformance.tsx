/**
 * The FHIRPath page's account of the official suite's run: passed of total
 * by section of the specification, then every failing case under its cause,
 * with what the specification expects and what the engine gives. The plugin
 * runs the suite when the site is built (packages/fhir-model/src/fhirpath/conformance/).
 */
import React from 'react';
import type { ConformanceReport } from '../../../packages/fhir-model/browser';
import { causeAnchor, ShownAnswer } from './EngineDepartures';
import InlineCode from './InlineCode';
import styles from './tools.module.css';

function Summary({ report }: { report: ConformanceReport }): JSX.Element {
  const n1 = report.sections.filter((section) => section.scope !== 'Later FHIRPath');
  const sum = (key: 'passed' | 'total'): number => n1.reduce((total, section) => total + section[key], 0);
  return (
    <p>
      The engine passes <strong>{report.passed}</strong> of the suite&apos;s {report.total} cases. Of the {sum('total')}{' '}
      cases on FHIRPath N1 and FHIR R4, it passes {sum('passed')}. The {report.total - report.passed} failing cases fall
      under {report.causes.length} causes.
    </p>
  );
}

const SCOPE_HEADINGS: Record<string, string> = {
  'FHIRPath N1': 'FHIRPath N1 (2.0.0)',
  'FHIR R4': 'What FHIR R4 adds',
  'Later FHIRPath': 'FHIRPath after N1',
};

function Sections({ report }: { report: ConformanceReport }): JSX.Element {
  const scopes = [...new Set(report.sections.map((section) => section.scope))];
  return (
    <table className={styles.suiteTable}>
      <thead>
        <tr>
          <th scope="col">Section</th>
          <th scope="col">Passed</th>
        </tr>
      </thead>
      {scopes.map((scope) => (
        <tbody key={scope}>
          <tr>
            <th scope="colgroup" colSpan={2}>
              {SCOPE_HEADINGS[scope] ?? scope}
            </th>
          </tr>
          {report.sections
            .filter((section) => section.scope === scope)
            .map((section) => (
              <tr key={section.title}>
                <td>{section.title}</td>
                <td>
                  {section.passed} of {section.total}
                </td>
              </tr>
            ))}
        </tbody>
      ))}
    </table>
  );
}

function FailingCases({ report }: { report: ConformanceReport }): JSX.Element {
  return (
    <>
      {report.causes.map((cause) => (
        <details key={cause.id} className={styles.suiteCause}>
          <summary>
            <InlineCode text={cause.title} />: {cause.cases.length} {cause.cases.length === 1 ? 'case' : 'cases'}
          </summary>
          {/* The anchor is inside the details, so that following a link to it opens them. */}
          <table id={causeAnchor(cause.id)} className={styles.suiteTable}>
            <thead>
              <tr>
                <th scope="col">Case and expression</th>
                <th scope="col">FHIRPath gives</th>
                <th scope="col">This engine gives</th>
              </tr>
            </thead>
            <tbody>
              {cause.cases.map((suiteCase) => (
                <tr key={suiteCase.name}>
                  <td>
                    <span className={styles.caseName}>{suiteCase.name}</span>
                    <br />
                    <code>{suiteCase.expression}</code>
                  </td>
                  <td>
                    <ShownAnswer answer={suiteCase.expected} />
                  </td>
                  <td>
                    <ShownAnswer answer={suiteCase.actual} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ))}
    </>
  );
}

export default function FhirPathConformance({
  report,
  part,
}: {
  report: ConformanceReport;
  part: 'summary' | 'sections' | 'failures';
}): JSX.Element {
  if (part === 'summary') return <Summary report={report} />;
  return part === 'sections' ? <Sections report={report} /> : <FailingCases report={report} />;
}
