/**
 * What the Medplum 2.0.25 server does, as the documents describe it, each
 * read from its source at that release (packages/fhir-router/src/fhirrouter.ts,
 * packages/server/src/fhir/routes.ts, packages/server/src/oauth/routes.ts,
 * packages/server/src/wellknown.ts, packages/core/src/search/search.ts,
 * packages/server/src/fhir/repo.ts). README.md lists what is left out and why.
 */
import { SEED_RESOURCES } from '../../medplum-sandbox';

/** The release the documents describe. */
export const SERVER_VERSION = '2.0.25';

/** The hosted server and the in-memory one of `npm run sandbox` (its port is the server's own default, 8103). */
export const SERVERS = [
  { url: 'https://api.medplum.com', description: 'The hosted Medplum server' },
  {
    url: 'http://127.0.0.1:8103',
    description: 'The in-memory Medplum 2.0.25 of `npm run sandbox`, with its sample data',
  },
];

/**
 * Types only a super admin reads or writes: any other login gets 403 (core's
 * protectedResourceTypes, checked by repo.ts).
 */
export const PROTECTED_TYPES: readonly string[] = ['DomainConfiguration', 'JsonWebKey', 'Login', 'User'];

/** Types every login reads and only a super admin writes (core's publicResourceTypes). */
export const PUBLIC_TYPES: readonly string[] = [
  'CapabilityStatement',
  'CompartmentDefinition',
  'ImplementationGuide',
  'OperationDefinition',
  'SearchParameter',
  'StructureDefinition',
];

/**
 * Types a project admin reaches only through the rules accesspolicy.ts
 * (applyProjectAdminAccessPolicy) adds to its policy, since `*` does not cover
 * them (core's projectAdminResourceTypes): its own Project and the memberships
 * of its project (rules with criteria), and PasswordChangeRequest read-only.
 * Other logins with a policy get 403.
 */
export const PROJECT_ADMIN_TYPES: Readonly<Record<string, 'own' | 'read-only'>> = {
  PasswordChangeRequest: 'read-only',
  Project: 'own',
  ProjectMembership: 'own',
};

/** A search parameter every resource type takes, with what the server does with it. */
export interface CommonParameter {
  name: string;
  description: string;
  schema: Record<string, unknown>;
}

/**
 * The parameters the 2.0.25 server applies to every search: core's
 * parseSearchRequest reads `_count`, `_offset`, `_sort`, `_total`, `_summary`,
 * `_include` and `_revinclude`; repo.ts filters on `_id`, `_lastUpdated`,
 * `_compartment`, `_project` and `_filter` itself. (`_fields` is parsed but
 * nothing applies it, and `_elements` is not read at all, so neither is listed.)
 */
export const COMMON_SEARCH_PARAMETERS: readonly CommonParameter[] = [
  {
    name: '_id',
    description: 'Logical ID of the resource; several IDs separated by commas.',
    schema: { type: 'string' },
  },
  {
    name: '_lastUpdated',
    description: 'When the resource last changed, with a prefix such as `gt` or `le` (`gt2023-01-01`).',
    schema: { type: 'string' },
  },
  {
    name: '_count',
    description: 'Entries per page: 20 when not given, at most 1000.',
    schema: { type: 'integer', minimum: 0, maximum: 1000 },
  },
  { name: '_offset', description: 'Entries to skip before the page starts.', schema: { type: 'integer', minimum: 0 } },
  {
    name: '_sort',
    description: 'Parameters to sort by, separated by commas; a leading `-` sorts in descending order.',
    schema: { type: 'string' },
  },
  {
    name: '_total',
    description: 'Whether the Bundle gets a `total`: `accurate` counts, `estimate` uses the database estimate.',
    schema: { type: 'string', enum: ['none', 'estimate', 'accurate'] },
  },
  {
    name: '_summary',
    description: 'With any value (`count`, for example): no entries, only the accurate `total`.',
    schema: { type: 'string' },
  },
  {
    name: '_include',
    description:
      'Adds the resources a reference parameter points to (`Type:param`); `_include:iterate` follows them further.',
    schema: { type: 'string' },
  },
  {
    name: '_revinclude',
    description: 'Adds the resources whose reference parameter points to a match (`Type:param`).',
    schema: { type: 'string' },
  },
  {
    name: '_compartment',
    description: 'Only resources in the compartment of this resource (`Patient/123`) or with this ID.',
    schema: { type: 'string' },
  },
  {
    name: '_project',
    description: 'Only resources of the project with this ID (Medplum).',
    schema: { type: 'string' },
  },
  {
    name: '_filter',
    description: 'A FHIR `_filter` expression over the type\'s search parameters (`name co "ja" and active eq true`).',
    schema: { type: 'string' },
  },
];

/** The ID of a seeded resource of the type in the sample data of `npm run sandbox`, if it has one. */
export function seededId(type: string): string | undefined {
  for (const key of SEED_RESOURCES.keys()) {
    if (key.startsWith(`${type}/`)) return key.slice(type.length + 1);
  }
  return undefined;
}

/** The bot the examples run: the sample data's greeter, which answers a greeting for the resource it is given. */
export const EXAMPLE_BOT = {
  id: 'e2c3f0a4-7d1b-4b8e-9f6a-35c1d2b4a8e7',
  identifier: 'https://example.org/bots|greeter',
};
