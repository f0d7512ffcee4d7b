/**
 * The worker thread of the Node.js FhirRunner (thread-runner.ts): it answers
 * the FHIR tools' requests with packages/fhir-model's handling, reading the
 * definitions scripts from the build's folder as text.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { answerToolRequest, textDefinitionsLoader, type ToolRequest } from '../../../fhir-model/worker';

const { definitionsDir } = workerData as { definitionsDir: string };
/** A script's file name as the loader asks for it: a type's name and `.js`, nothing that leaves the folder. */
const SCRIPT = /^[A-Za-z][A-Za-z0-9]{0,63}\.js$/;

const definitions = textDefinitionsLoader(async (fileName) => {
  if (!SCRIPT.test(fileName)) return null;
  return readFile(path.join(definitionsDir, fileName), 'utf8').catch(() => null);
});

parentPort?.on('message', (message: { id: number; request: ToolRequest }) => {
  void answerToolRequest(message.request, definitions).then((answer) =>
    parentPort?.postMessage({ id: message.id, answer }),
  );
});
