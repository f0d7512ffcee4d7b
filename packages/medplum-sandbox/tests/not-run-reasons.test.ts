import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RunResult } from '../src/run';
import { NOT_RUN_REASONS, runNotRunReason, staticNotRunReason } from '../src/samples/not-run-reasons';

const ts = (code: string, meta = ''): { lang: string; meta: string; code: string } => ({ lang: 'ts', meta, code });
const ran = (printed: string[]): RunResult => ({
  lines: printed.map((text) => ({ stream: 'log' as const, text })),
  end: { kind: 'done' },
});

describe('why a sample does not run', () => {
  it('reads the reason from the fence and the code where they show it', () => {
    assert.equal(staticNotRunReason(ts('const a = 1;', 'fragment')), 'fragment');
    assert.equal(staticNotRunReason(ts("import { test } from 'node:test';", 'test')), 'test');
    assert.equal(staticNotRunReason({ lang: 'tsx', meta: '', code: 'export const A = () => null;' }), 'react');
    assert.equal(staticNotRunReason(ts("import { PatientTimeline } from '@medplum/react';")), 'react');
    assert.equal(staticNotRunReason(ts("import { readFileSync } from 'node:fs';")), 'node-only');
    assert.equal(staticNotRunReason(ts("import { medplum } from './client';")), 'node-only');
    assert.equal(staticNotRunReason(ts("await fetch('https://example.org/');")), 'network');
    assert.equal(staticNotRunReason(ts("sessionStorage.removeItem('x');")), 'browser-app');
    assert.equal(staticNotRunReason(ts('console.log(process.env.SOME_OTHER_ID);')), 'missing-data');
  });

  it('leaves a sample that only a run can judge to the run', () => {
    assert.equal(
      staticNotRunReason(ts('console.log(process.env.PATIENT_ID, process.env.MEDPLUM_CLIENT_ID);')),
      undefined,
    );
    // A variable called document is not the browser's.
    assert.equal(staticNotRunReason(ts('const document = { id: 1 };\nconsole.log(document.id);')), undefined);
  });

  it('reads the reason from a run: what it printed, or what stopped it', () => {
    assert.equal(runNotRunReason(ran([]), undefined), 'no-output');
    assert.equal(runNotRunReason(ran(['3 readings']), undefined), 'unmarked');
    const failed = ran([]);
    assert.equal(
      runNotRunReason(failed, 'the sample threw: Error: GET fhir/R4/$export needs a Medplum server: ...'),
      'server-only',
    );
    assert.equal(runNotRunReason(failed, 'the sample threw: Error: Not found'), 'missing-data');
    assert.equal(runNotRunReason(failed, 'the sample threw: ReferenceError: window is not defined'), 'browser-app');
    assert.equal(runNotRunReason(failed, 'the sample threw: TypeError: x is not iterable'), 'other');
    assert.equal(runNotRunReason('timeout', undefined), 'other');
  });

  it('describes every reason', () => {
    for (const [reason, text] of Object.entries(NOT_RUN_REASONS)) assert.ok(text.length > 20, reason);
  });
});
