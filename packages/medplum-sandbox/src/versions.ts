/**
 * Versions as the 2.0.25 server keeps them (packages/server/src/fhir/repo.ts
 * `updateResourceImpl`, `deleteResource`, `readResourceFromDatabase`,
 * `readHistory`), installed on MockClient's in-memory repository by server.ts.
 */
import { OperationOutcomeError, allOk, deepEquals, gone, notFound } from '@medplum/core';
import type { BundleEntry, Resource } from '@medplum/fhirtypes';
import type { Repo } from './search';

/** The server's history entry of one version: the resource, or none and the outcome of a delete. */
function historyEntry(
  baseUrl: string,
  resourceType: string,
  id: string,
  version: Resource | undefined,
  at: string,
): BundleEntry {
  const versionId = version?.meta?.versionId ?? randomId();
  const outcome = version
    ? allOk
    : {
        resourceType: 'OperationOutcome' as const,
        id: 'gone',
        issue: [{ severity: 'error' as const, code: 'deleted' as const, details: { text: `Deleted on ${at}` } }],
      };
  return {
    fullUrl: `${baseUrl}fhir/R4/${resourceType}/${id}`,
    request: { method: 'GET', url: `${resourceType}/${id}/_history/${versionId}` },
    response: { status: version ? '200' : '410', outcome },
    ...(version ? { resource: version } : {}),
  };
}

/** A version ID for a delete, which stores no resource: a UUID, as the server's. */
function randomId(): string {
  return crypto.randomUUID();
}

/**
 * Versions as the 2.0.25 server keeps them: an update that changes nothing
 * returns the stored version and writes none (the stored `meta` is merged
 * under the body's first, so a body without `meta` changes nothing there,
 * and only `versionId`, `lastUpdated` and `author` are ignored: a changed
 * `meta.tag` writes a version); a delete marks the
 * resource deleted (410 Gone on read, patch and a second delete; an update
 * restores it); and every version, the delete included, stays in its history.
 */
/** A version the repository wrote: `create` for a resource's first version, `update` for a later one, `delete`. */
export interface Write {
  kind: 'create' | 'update' | 'delete';
  resourceType: string;
  id: string;
  /** The version written; none for a delete. */
  versionId?: string;
}

export function serverVersions(repo: Repo, baseUrl: () => string, onWrite: (write: Write) => void): void {
  const deleted = new Set<string>();
  const versions = new Map<string, { version: Resource | undefined; at: string }[]>();
  const key = (resourceType: string, id: string): string => `${resourceType}/${id}`;
  const record = (resourceType: string, id: string, version: Resource | undefined, at: string): void => {
    const list = versions.get(key(resourceType, id)) ?? [];
    list.push({ version, at });
    versions.set(key(resourceType, id), list);
  };
  const read = repo.readResource.bind(repo) as (resourceType: string, id: string) => Promise<Resource>;
  const remove = repo.deleteResource.bind(repo) as (resourceType: string, id: string) => Promise<void>;
  // Every write ends here: MemoryRepository's updateResource (and so patchResource) stores with createResource.
  const create = repo.createResource.bind(repo) as (resource: Resource) => Promise<Resource>;
  repo.createResource = (async (resource: Resource) => {
    const stored = await create(resource);
    deleted.delete(key(stored.resourceType, stored.id as string));
    const kind = versions.has(key(stored.resourceType, stored.id as string)) ? 'update' : 'create';
    record(stored.resourceType, stored.id as string, stored, stored.meta?.lastUpdated ?? new Date().toISOString());
    onWrite({ kind, resourceType: stored.resourceType, id: stored.id as string, versionId: stored.meta?.versionId });
    return stored;
  }) as Repo['createResource'];
  const update = repo.updateResource.bind(repo) as (resource: Resource) => Promise<Resource>;
  repo.updateResource = (async (resource: Resource) => {
    if (resource.id && !deleted.has(key(resource.resourceType, resource.id))) {
      // repo.ts updateResourceImpl merges the stored meta under the body's, then isNotModified compares with
      // core's deepEquals, which skips meta's versionId, lastUpdated and author.
      const existing = await read(resource.resourceType, resource.id).catch(() => undefined);
      if (existing && deepEquals(existing, { ...resource, meta: { ...existing.meta, ...resource.meta } })) {
        return existing;
      }
    }
    return update(resource);
  }) as Repo['updateResource'];
  const readLive = async (resourceType: string, id: string): Promise<Resource> => {
    if (deleted.has(key(resourceType, id))) throw new OperationOutcomeError(gone);
    return read(resourceType, id);
  };
  // MemoryRepository's patchResource and readVersion read through this too.
  repo.readResource = readLive as Repo['readResource'];
  repo.deleteResource = (async (resourceType: string, id: string) => {
    await readLive(resourceType, id);
    await remove(resourceType, id);
    deleted.add(key(resourceType, id));
    record(resourceType, id, undefined, new Date().toISOString());
    onWrite({ kind: 'delete', resourceType, id });
  }) as Repo['deleteResource'];
  repo.readHistory = (async (resourceType: string, id: string) => {
    const list = versions.get(key(resourceType, id));
    if (!list) throw new OperationOutcomeError(notFound);
    const entry = list
      .slice(-100)
      .reverse()
      .map(({ version, at }) => historyEntry(baseUrl(), resourceType, id, version, at));
    return { resourceType: 'Bundle', type: 'history', entry };
  }) as Repo['readHistory'];
}
