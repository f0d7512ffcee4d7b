// The entry of the FHIR tools' worker thread (thread-runner.ts): a thread starts without the parent's
// TypeScript loader, so it loads fhir-thread.ts through tsx's API, whatever flags the parent was started with.
import { tsImport } from 'tsx/esm/api';

await tsImport('./fhir-thread.ts', import.meta.url);
