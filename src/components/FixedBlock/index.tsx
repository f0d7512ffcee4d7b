/**
 * A block of a generated page that no script changes (a FHIR element table,
 * a JSON skeleton). It renders its children as they are; the runtime layer's
 * static-markup technique, when in use, turns every FixedBlock of a page
 * into a block that keeps the server's markup when the page hydrates
 * (runtime/static-markup/remark-static-runs.ts), so the generated page is the
 * same whatever the runtime.
 */
import React, { type ReactNode } from 'react';

export default function FixedBlock({ children }: { id: string; children?: ReactNode }): JSX.Element {
  return <>{children}</>;
}
