/**
 * Runs the Nu HTML Checker (vnu.jar of the vnu-jar package) on many files in
 * one Java process: starting Java costs seconds, checking a page milliseconds.
 * Java comes from the system (scripts/ensure-java.sh installs it).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/** One message of vnu's JSON output. */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  /** The checked file, as a file: URL. */
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** A message tied to the absolute path of the file it is about. */
export interface FileMessage extends VnuMessage {
  file: string;
}

/** vnu's errors for the given files. Language detection only feeds warnings, so it is off. */
export function validateFiles(files: readonly string[]): Promise<FileMessage[]> {
  const args = [
    '-jar',
    VNU_JAR,
    '--errors-only',
    '--no-langdetect',
    '--format',
    'json',
    '--stdout',
    '--exit-zero-always',
    ...files.map((file) => path.resolve(file)),
  ];
  return new Promise((resolve, reject) => {
    execFile('java', args, { maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        reject(
          new Error(
            missing
              ? 'The Nu HTML Checker needs Java: run `bash scripts/ensure-java.sh` (Debian: default-jre-headless).'
              : `vnu failed: ${error.message}\n${stderr}`,
          ),
        );
        return;
      }
      const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
      resolve(messages.map((message) => ({ ...message, file: message.url ? fileURLToPath(message.url) : '' })));
    });
  });
}

/** One line per message: the page, where in it, what is wrong and the markup around it. */
export function formatMessage(page: string, message: VnuMessage): string {
  const line = message.firstLine ?? message.lastLine;
  const column = message.firstColumn ?? message.lastColumn;
  const where = line === undefined ? '' : `, line ${line}${column === undefined ? '' : `, column ${column}`}`;
  const extract = message.extract ? ` [${message.extract.replace(/\s+/g, ' ')}]` : '';
  return `${page}${where}: ${message.message}${extract}`;
}
