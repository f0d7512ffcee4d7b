/**
 * The resource types a value holds, so that a worker can load each one's
 * definitions before it validates: the validator of @medplum/core 2.0.25
 * stops at the first type it has no definitions for.
 */

/** Every `resourceType` the value holds, itself and any resource inside it (contained, Bundle entries), at any depth. */
export function resourceTypesIn(value: unknown, into = new Set<unknown>()): Set<unknown> {
  if (Array.isArray(value)) {
    for (const item of value) resourceTypesIn(item, into);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('resourceType' in record) into.add(record.resourceType);
    for (const child of Object.values(record)) resourceTypesIn(child, into);
  }
  return into;
}
