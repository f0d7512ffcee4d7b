/** Command-line and environment options of the production server. */
export interface ServerOptions {
  host: string;
  port: number;
  dir: string;
  /** Behind a TLS-terminating proxy: send Strict-Transport-Security and upgrade-insecure-requests. */
  behindTls: boolean;
}

export const DEFAULT_OPTIONS: ServerOptions = { host: '127.0.0.1', port: 3000, dir: 'build', behindTls: false };

const USAGE = 'Usage: serve [--host <address>] [--port <number>] [--dir <build folder>] [--behind-tls]';

/**
 * Reads `--host`, `--port` and `--dir` (also as `--name=value`) and the
 * `--behind-tls` switch, falling back to the HOST, PORT and BEHIND_TLS
 * (`true` or `1`) environment variables, then to loopback port 3000. Throws an
 * Error with a usage line on anything it does not understand.
 */
export function parseOptions(argv: readonly string[], env: Record<string, string | undefined> = {}): ServerOptions {
  const values: Record<string, string | undefined> = { host: env.HOST, port: env.PORT };
  let behindTls = env.BEHIND_TLS === 'true' || env.BEHIND_TLS === '1';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--behind-tls') {
      behindTls = true;
      continue;
    }
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
    behindTls,
  };
}
