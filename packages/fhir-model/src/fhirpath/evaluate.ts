/**
 * Runs a FHIRPath expression the way the reference pages describe it, with
 * @medplum/core's engine passed in (the browser's worker imports it, the
 * example checker indexes it in Node): a search parameter's expression against
 * a resource, or a constraint against each element it sits on. Besides the
 * result it reports the element paths the engine read, by handing the engine
 * a view of the resource that notes every property read while it runs.
 * Nothing here throws: an engine error becomes a result of kind 'error'.
 */
import type * as Core from '@medplum/core';

type Engine = Pick<typeof Core, 'evalFhirPathTyped' | 'toTypedValue'>;

export interface ShownValue {
  /** The FHIR type the engine gives the value. */
  type: string;
  /** The value as JSON. */
  json: string;
}

export interface ContextResult {
  /** Where the constraint was checked, such as `Patient.contact[0]`. */
  path: string;
  /** 'true' when the constraint holds there. */
  outcome: 'true' | 'false' | 'empty' | 'not boolean';
}

export type Evaluation =
  | { kind: 'values'; values: ShownValue[]; touched: string[] }
  | { kind: 'constraint'; contexts: ContextResult[]; holds: boolean; touched: string[] }
  | { kind: 'error'; message: string };

/** A constraint to check: its expression and the element paths it sits on ('' is the type itself). */
export interface ConstraintInput {
  expression: string;
  on: string[];
}

const ARRAY_INDEX = /^\d+$/;

/**
 * A read-only view of `root` that records the path of every element read
 * through it while `recorder.on` is true. Paths are FHIRPath-like:
 * `Patient.name[0].given[1]`.
 */
function recordingView<T extends object>(root: T, rootName: string, recorder: Recorder): T {
  const views = new WeakMap<object, object>();
  const wrap = (target: object, path: string): object => {
    const known = views.get(target);
    if (known) return known;
    const view = new Proxy(target, {
      get(object, key, receiver) {
        const value = Reflect.get(object, key, receiver) as unknown;
        if (typeof key !== 'string' || !Object.prototype.hasOwnProperty.call(object, key)) return value;
        if (Array.isArray(object) && !ARRAY_INDEX.test(key)) return value; // length
        const childPath = Array.isArray(object) && ARRAY_INDEX.test(key) ? `${path}[${key}]` : `${path}.${key}`;
        if (recorder.on && key !== 'resourceType') recorder.paths.add(childPath);
        return value !== null && typeof value === 'object' ? wrap(value, childPath) : value;
      },
      set() {
        return false;
      },
      deleteProperty() {
        return false;
      },
    });
    views.set(target, view);
    return view;
  };
  return wrap(root, rootName) as T;
}

interface Recorder {
  on: boolean;
  paths: Set<string>;
}

/** The paths read, without those that only lead to another one read (`Patient.name` when `Patient.name[0].family` was). */
function leafPaths(paths: Set<string>): string[] {
  const all = [...paths].sort();
  return all.filter(
    (path) => !all.some((other) => other !== path && (other.startsWith(`${path}.`) || other.startsWith(`${path}[`))),
  );
}

function show(recorder: Recorder, value: Core.TypedValue): ShownValue {
  const wasOn = recorder.on;
  recorder.on = false;
  try {
    return { type: value.type, json: JSON.stringify(value.value, null, 2) ?? 'undefined' };
  } finally {
    recorder.on = wasOn;
  }
}

/**
 * The engine's typed value of the root: a resource is typed by its
 * resourceType; a data type's value (no resourceType) by the type it is an
 * example of.
 */
function rootValue(engine: Engine, value: Record<string, unknown>, typeName: string | undefined): Core.TypedValue {
  return value.resourceType === undefined && typeName ? { type: typeName, value } : engine.toTypedValue(value);
}

function rootName(value: Record<string, unknown>, typeName: string | undefined): string {
  return typeof value.resourceType === 'string' ? value.resourceType : (typeName ?? 'Resource');
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The values an expression selects from a resource: what a search parameter with it would index. */
export function evaluateValues(
  engine: Engine,
  expression: string,
  resource: Record<string, unknown>,
  typeName?: string,
): Evaluation {
  const recorder: Recorder = { on: false, paths: new Set() };
  try {
    const root = rootValue(engine, recordingView(resource, rootName(resource, typeName), recorder), typeName);
    recorder.on = true;
    const result = engine.evalFhirPathTyped(expression, [root], { resource: root, rootResource: root, context: root });
    recorder.on = false;
    return { kind: 'values', values: result.map((value) => show(recorder, value)), touched: leafPaths(recorder.paths) };
  } catch (err) {
    return { kind: 'error', message: message(err) };
  }
}

/** The path of each element a constraint sits on, found in the resource: `Patient.contact[0]`, `Patient.contact[1]`. */
function contextsOf(
  engine: Engine,
  resource: Record<string, unknown>,
  typeName: string,
  on: string,
): { path: string; value: Core.TypedValue }[] {
  const name = rootName(resource, typeName);
  const root = rootValue(engine, resource, typeName);
  if (on === '') return [{ path: name, value: root }];
  // Walk the element path one name at a time, so each instance keeps its index.
  let level: { path: string; value: Core.TypedValue }[] = [{ path: name, value: root }];
  for (const name of on.replace(/\[x\]/g, '').split('.')) {
    const next: { path: string; value: Core.TypedValue }[] = [];
    for (const item of level) {
      const found = engine.evalFhirPathTyped(name, [item.value]);
      const many = found.length > 1 || Array.isArray((item.value.value as Record<string, unknown>)?.[name]);
      found.forEach((value, index) =>
        next.push({ path: many ? `${item.path}.${name}[${index}]` : `${item.path}.${name}`, value }),
      );
    }
    level = next;
  }
  return level;
}

/**
 * Checks a constraint on every element of the resource it sits on. It holds
 * when the expression gives `true` on each (and, as in FHIR, when the
 * resource has none of those elements).
 */
export function evaluateConstraint(
  engine: Engine,
  constraint: ConstraintInput,
  resource: Record<string, unknown>,
  typeName: string,
): Evaluation {
  const recorder: Recorder = { on: false, paths: new Set() };
  try {
    const view = recordingView(resource, rootName(resource, typeName), recorder);
    const root = rootValue(engine, view, typeName);
    const contexts: ContextResult[] = [];
    for (const on of constraint.on) {
      for (const context of contextsOf(engine, view, typeName, on)) {
        recorder.on = true;
        const result = engine.evalFhirPathTyped(constraint.expression, [context.value], {
          resource: root,
          rootResource: root,
          context: context.value,
        });
        recorder.on = false;
        const outcome: ContextResult['outcome'] =
          result.length === 0
            ? 'empty'
            : result.length === 1 && typeof result[0].value === 'boolean'
              ? result[0].value
                ? 'true'
                : 'false'
              : 'not boolean';
        contexts.push({ path: context.path, outcome });
      }
    }
    return {
      kind: 'constraint',
      contexts,
      holds: contexts.every((context) => context.outcome === 'true'),
      touched: leafPaths(recorder.paths),
    };
  } catch (err) {
    return { kind: 'error', message: message(err) };
  }
}
