import { parseArgs } from 'node:util';

/** Command-line and environment options of the production server. */
export interface ServerOptions {
  host: string;
  port: number;
  dir: string;
  /** Behind a TLS-terminating proxy: send Strict-Transport-Security and upgrade-insecure-requests. */
  behindTls: boolean;
}

const DEFAULT_OPTIONS: ServerOptions = { host: '127.0.0.1', port: 3000, dir: 'build', behindTls: false };

const USAGE = 'Usage: serve [--host <address>] [--port <number>] [--dir <build folder>] [--behind-tls]';

const OPTIONS = {
  host: { type: 'string' },
  port: { type: 'string' },
  dir: { type: 'string' },
  'behind-tls': { type: 'boolean' },
} as const;

type OptionName = keyof typeof OPTIONS;

function isOptionName(name: string): name is OptionName {
  return Object.hasOwn(OPTIONS, name);
}

/**
 * What is wrong with `argv`, in this command's words, once `parseArgs` has
 * refused it: the first argument that is not an option of this command, or
 * the first option left without its value.
 */
function describeRefusal(argv: readonly string[], refusal: Error): string {
  const { tokens } = parseArgs({ args: [...argv], options: OPTIONS, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind === 'positional') return `Unknown argument "${argv[token.index]}"`;
    if (token.kind !== 'option') continue;
    if (!isOptionName(token.name)) return `Unknown argument "${argv[token.index]}"`;
    const { type } = OPTIONS[token.name];
    if (type === 'boolean' && token.value !== undefined) return `Unknown argument "${argv[token.index]}"`;
    // `--host --port 80`: parseArgs will not take an option for the value of another.
    const valueMissing = token.value === undefined || (!token.inlineValue && token.value.startsWith('-'));
    if (type === 'string' && valueMissing) return `Missing value for --${token.name}`;
  }
  return refusal.message;
}

/**
 * Reads `--host`, `--port` and `--dir` (also as `--name=value`) and the
 * `--behind-tls` switch with `node:util` `parseArgs` (strict: no positional
 * arguments, no other options), falling back to the HOST, PORT and BEHIND_TLS
 * (`true` or `1`) environment variables, then to loopback port 3000. Throws an
 * Error with a usage line on anything it does not understand.
 */
export function parseOptions(argv: readonly string[], env: Record<string, string | undefined> = {}): ServerOptions {
  let values: { host?: string; port?: string; dir?: string; 'behind-tls'?: boolean };
  try {
    ({ values } = parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (err) {
    throw new Error(`${describeRefusal(argv, err as Error)}. ${USAGE}`);
  }
  for (const name of ['host', 'port', 'dir'] as const) {
    if (values[name] === '') throw new Error(`Missing value for --${name}. ${USAGE}`);
  }
  const portText = values.port ?? env.PORT;
  const port = portText === undefined ? DEFAULT_OPTIONS.port : Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port "${portText}": expected a whole number from 0 to 65535. ${USAGE}`);
  }
  return {
    host: values.host ?? (env.HOST || DEFAULT_OPTIONS.host),
    port,
    dir: values.dir ?? DEFAULT_OPTIONS.dir,
    behindTls: values['behind-tls'] ?? (env.BEHIND_TLS === 'true' || env.BEHIND_TLS === '1'),
  };
}
