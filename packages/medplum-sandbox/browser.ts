/**
 * What the page imports of the in-browser Medplum: the messages between the
 * page and its workers, the time limit of a run, and what a fence says about
 * a block (which blocks run, and the hash that names a compiled sample).
 */
export * from './src/protocol';
export type { BotInput, BotReport, Delivery, HeldEmail, OutputLine, RunEnd, RunResult, Write } from './src/run';
export type { BotSample } from './src/samples/bot-samples';
export * from './src/samples/fences';
export * from './src/samples/sample-key';
export type { SampleEnvId } from './src/samples/sample-env-ids';
export * from './src/worker-client';
