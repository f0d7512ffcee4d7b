/**
 * The FHIR definitions the in-memory server needs, loaded on demand: in the
 * browser's worker a resource type's definitions arrive as a script the first
 * time the server meets the type (workers/runner.ts sets the loader); in
 * Node.js every type is indexed beforehand, so the default does nothing.
 */
let loadType: (type: string) => void = () => undefined;
const loadedTypes = new Set<string>();

export function setTypeLoader(loader: (type: string) => void): void {
  loadType = loader;
}

/** Loads the definitions of a type before the server first reads, searches or validates one. */
export function ensureType(type: string): void {
  if (loadedTypes.has(type)) return;
  loadedTypes.add(type);
  loadType(type);
}
