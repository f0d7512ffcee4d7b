/**
 * What code that runs in the sandbox is given in place of a Node.js program's
 * globals: a sample's body (run.ts) and a deployed bot's module (bots.ts) are
 * each called with these, in the order of SAMPLE_PARAMETERS. `require` gives
 * the modules the server offers, `process` the sandbox's environment,
 * `console` prints to the caller's output, `fetch` refuses (code in the
 * sandbox talks to the in-memory server only), and the timers are tracked so
 * that a run can wait for them and clear them.
 */
import { formatTable } from './console-table';
import { formatArguments } from './format';

/** The names a compiled body is given, in order (compile.ts wraps the body in a function of these). */
export const SAMPLE_PARAMETERS = [
  'require',
  'exports',
  'module',
  'process',
  'console',
  'fetch',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
] as const;

export type SampleBody = (...args: unknown[]) => Promise<unknown>;

export type OutputStream = 'log' | 'error';

export interface OutputLine {
  stream: OutputStream;
  text: string;
}

/** Thrown by the stand-in `process.exit`, to stop the code where a program would stop. */
export class ExitSignal {
  constructor(readonly code: number) {}
}

/** Why a module cannot be imported here, as the error the code gets, naming those it can import. */
export function unknownModuleMessage(name: string, available: readonly string[]): string {
  return `Cannot import "${name}" here: code that runs in the page can import ${available.join(', ')}.`;
}

export const FETCH_REFUSED =
  'fetch() is not available to a sample that runs in the page: it talks only to the in-memory server, through MedplumClient.';

export interface ScopeOptions {
  /** The modules `require` gives, by name. */
  modules: Record<string, unknown>;
  env: Record<string, string>;
  /** Called with each line the code prints. */
  print: (line: OutputLine) => void;
  /** Called when a timer's callback throws, as an uncaught exception ends a program. */
  fail: (error: unknown) => void;
}

export interface SampleScope {
  /** The arguments of a body, in the order of SAMPLE_PARAMETERS. */
  args: unknown[];
  module: { exports: Record<string, unknown> };
  /** How many timers the code started and has not cleared or seen fire. */
  pendingTimers(): number;
  /** Clears every timer the code left. */
  clearTimers(): void;
}

export function sampleScope({ modules, env, print, fail }: ScopeOptions): SampleScope {
  const printer =
    (stream: OutputStream) =>
    (...args: unknown[]) =>
      print({ stream, text: formatArguments(args) });
  const scopeConsole = {
    log: printer('log'),
    info: printer('log'),
    debug: printer('log'),
    error: printer('error'),
    warn: printer('error'),
    table: (data: unknown, properties?: readonly string[]) =>
      print({ stream: 'log', text: formatTable(data, properties) ?? formatArguments([data]) }),
  };
  const process = {
    env: { ...env },
    argv: ['node', 'sample.ts'],
    exit: (code = 0): never => {
      throw new ExitSignal(code);
    },
  };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const guarded = (handler: () => void, args: unknown[], after?: () => void) => (): void => {
    after?.();
    try {
      (handler as (...a: unknown[]) => void)(...args);
    } catch (error) {
      fail(error);
    }
  };
  const scopeSetTimeout = (handler: () => void, ms?: number, ...args: unknown[]) => {
    const timer: ReturnType<typeof setTimeout> = setTimeout(
      guarded(handler, args, () => timers.delete(timer)),
      ms,
    );
    timers.add(timer);
    return timer;
  };
  const scopeSetInterval = (handler: () => void, ms?: number, ...args: unknown[]) => {
    const timer = setInterval(guarded(handler, args), ms);
    timers.add(timer);
    return timer;
  };
  const clear = (timer: ReturnType<typeof setTimeout>) => {
    timers.delete(timer);
    clearTimeout(timer);
  };
  const scopeRequire = (name: string): unknown => {
    if (!(name in modules)) throw new Error(unknownModuleMessage(name, Object.keys(modules)));
    return modules[name];
  };
  const scopeFetch = () => Promise.reject(new Error(FETCH_REFUSED));
  const module = { exports: {} as Record<string, unknown> };
  return {
    args: [
      scopeRequire,
      module.exports,
      module,
      process,
      scopeConsole,
      scopeFetch,
      scopeSetTimeout,
      scopeSetInterval,
      clear,
      clear,
    ],
    module,
    pendingTimers: () => timers.size,
    clearTimers: () => {
      for (const timer of timers) clear(timer);
    },
  };
}
