/** Command-line and environment options of the production server. */
export interface ServerOptions {
  host: string;
  port: number;
  dir: string;
}

export const DEFAULT_OPTIONS: ServerOptions = { host: '127.0.0.1', port: 3000, dir: 'build' };

const USAGE = 'Usage: serve [--host <address>] [--port <number>] [--dir <build folder>]';

/**
 * Reads `--host`, `--port` and `--dir` (also as `--name=value`), falling back
 * to the HOST and PORT environment variables, then to loopback port 3000.
 * Throws an Error with a usage line on anything it does not understand.
 */
export function parseOptions(argv: readonly string[], env: Record<string, string | undefined> = {}): ServerOptions {
  const values: Record<string, string | undefined> = { host: env.HOST, port: env.PORT };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const match = /^--(host|port|dir)(?:=(.*))?$/.exec(arg);
    if (!match) {
      throw new Error(`Unknown argument "${arg}". ${USAGE}`);
    }
    const value = match[2] ?? argv[++i];
    if (value === undefined || value === '') {
      throw new Error(`Missing value for --${match[1]}. ${USAGE}`);
    }
    values[match[1]] = value;
  }
  const port = values.port === undefined ? DEFAULT_OPTIONS.port : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port "${values.port}": expected a whole number from 0 to 65535. ${USAGE}`);
  }
  return {
    host: values.host || DEFAULT_OPTIONS.host,
    port,
    dir: values.dir || DEFAULT_OPTIONS.dir,
  };
}
