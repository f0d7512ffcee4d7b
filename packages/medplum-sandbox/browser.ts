/**
 * What the page imports of the in-browser Medplum: the messages between the
 * page and its workers, the time limit of a run, and what a fence says about
 * a block (which blocks run, and the hash that names a compiled sample).
 */
export * from './src/protocol';
export type { BotInput, BotReport, Delivery, HeldEmail, OutputLine, RunEnd, RunResult, Write } from './src/run';
export type { BotSample } from './src/samples/bot-samples';
export * from './src/samples/fences';
// What the React samples' frame runs a sample with: the global its script sets, and the scope it is given.
export { SAMPLE_GLOBAL } from './src/compile';
export { sampleScope, type SampleBody } from './src/sample-scope';
export { SANDBOX_ENV } from './src/sandbox-env';
export * from './src/samples/sample-key';
export type { SampleEnvId } from './src/samples/sample-env-ids';
export * from './src/worker-client';
