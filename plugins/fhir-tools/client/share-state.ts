/**
 * The FHIRPath page keeps its expression and resource in the URL's fragment,
 * so a result can be shared as a link and the page opens with it. The fragment
 * never reaches a server. A resource that is still an unedited example is kept
 * by its type alone; an edited one travels as its JSON when it is short enough
 * for a link.
 */

/** Longest resource text that a link carries. */
const MAX_LINK_RESOURCE_CHARS = 8000;

export interface SharedState {
  expression: string;
  /** The type whose example the resource is. */
  example?: string;
  /** The resource's JSON text, when it is not an unedited example. */
  resource?: string;
}

export function readSharedState(hash: string): SharedState | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const expression = params.get('expression');
  if (expression === null) return null;
  const example = params.get('example');
  const resource = params.get('resource');
  return {
    expression,
    ...(example && /^[A-Z][A-Za-z]{0,63}$/.test(example) ? { example } : {}),
    ...(resource !== null ? { resource } : {}),
  };
}

/** The fragment for a state, and whether the resource had to be left out for its length. */
export function sharedHash(state: SharedState): { hash: string; resourceLeftOut: boolean } {
  const params = new URLSearchParams({ expression: state.expression });
  let resourceLeftOut = false;
  if (state.example) params.set('example', state.example);
  else if (state.resource !== undefined) {
    if (state.resource.length <= MAX_LINK_RESOURCE_CHARS) params.set('resource', state.resource);
    else resourceLeftOut = true;
  }
  return { hash: `#${params.toString()}`, resourceLeftOut };
}

const TRY_EVENT = 'fhir-tools:try';

/** Asks the page's evaluator to load a state and run it (the function table's Try buttons). */
export function tryInEvaluator(state: SharedState): void {
  window.dispatchEvent(new CustomEvent<SharedState>(TRY_EVENT, { detail: state }));
}

/** Calls `listener` with each state a Try button sends; returns the unsubscribe. */
export function onTryInEvaluator(listener: (state: SharedState) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<SharedState>).detail);
  window.addEventListener(TRY_EVENT, handler);
  return () => window.removeEventListener(TRY_EVENT, handler);
}
