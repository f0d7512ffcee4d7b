/**
 * What the page imports of the in-browser Medplum: the messages between the
 * page and its workers, and the time limit of a run.
 */
export * from './src/protocol';
export type { BotInput, BotReport, OutputLine, RunEnd, RunResult, Write } from './src/run';
export * from './src/worker-client';
