/**
 * MedplumClient as a React sample's frame has it: the sample constructs it
 * as `new MedplumClient(...)`, and @medplum/react uses it through
 * MedplumProvider. Its requests go to the in-memory server (bridge.ts); it
 * keeps its login in memory (an opaque-origin frame has no localStorage); and
 * it reads a resource type's schema from the site's definitions scripts,
 * which hold the same StructureDefinitions and SearchParameters a 2.0.25
 * server answers `requestSchema`'s GraphQL query with.
 */
import {
  ClientStorage,
  MedplumClient,
  MemoryStorage,
  type IndexedStructureDefinition,
  type MedplumClientOptions,
} from '@medplum/core';
import { bridgeFetch } from './bridge';
import type { FrameDefinitions } from './definitions';

let definitions: FrameDefinitions | undefined;

/** Where clients made in the frame read definitions from (frame.tsx sets it before the sample runs). */
export function setFrameDefinitions(loader: FrameDefinitions): void {
  definitions = loader;
}

/**
 * ClientStorage over MemoryStorage, as core uses where there is no localStorage. Its constructor would read
 * `localStorage`, which throws in an opaque-origin frame, so the object is made from its prototype.
 */
function memoryClientStorage(): ClientStorage {
  const storage = Object.create(ClientStorage.prototype) as ClientStorage;
  (storage as unknown as { storage: Storage }).storage = new MemoryStorage();
  return storage;
}

export class FrameClient extends MedplumClient {
  constructor(options?: MedplumClientOptions) {
    super({ ...options, fetch: bridgeFetch, storage: memoryClientStorage() });
  }

  async requestSchema(resourceType: string): Promise<IndexedStructureDefinition> {
    await definitions?.type(resourceType);
    return super.requestSchema(resourceType);
  }
}
