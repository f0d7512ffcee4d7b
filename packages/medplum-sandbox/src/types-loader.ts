/**
 * The FHIR definitions the in-memory server needs, loaded on demand: in the
 * browser's worker a resource type's definitions arrive as a script the first
 * time the server meets the type (workers/runner.ts sets the loader); in
 * Node.js every type is indexed beforehand, so the default does nothing.
 */
let loadType: (type: string) => void = () => undefined;
let loadAll: () => void = () => undefined;
const loadedTypes = new Set<string>();

/** Sets how a type's definitions load, and how every type's do (`all`). */
export function setTypeLoader(loader: (type: string) => void, all?: () => void): void {
  loadType = loader;
  if (all) loadAll = all;
}

/**
 * Loads the definitions of every resource type: GraphQL's schema (@medplum/fhir-router) is built once, at the
 * first query, from the types core knows then, and names every type, as the 2.0.25 server's does.
 */
export function ensureAllTypes(): void {
  loadAll();
}

/** Loads the definitions of a type before the server first reads, searches or validates one. */
export function ensureType(type: string): void {
  if (loadedTypes.has(type)) return;
  loadedTypes.add(type);
  loadType(type);
}
