/** Resource types that Medplum adds to FHIR; their pages live under /docs/api/fhir/medplum. */
const MEDPLUM_TYPES = new Set([
  'AccessPolicy',
  'AsyncJob',
  'Bot',
  'BulkDataExport',
  'ClientApplication',
  'DomainConfiguration',
  'IdentityProvider',
  'JsonWebKey',
  'Login',
  'PasswordChangeRequest',
  'Project',
  'ProjectMembership',
  'SmartAppLaunch',
  'User',
  'UserConfiguration',
]);

/** The API reference page of a resource type (the build fails if it does not exist). */
export function resourcePath(type: string): string {
  return `/docs/api/fhir/${MEDPLUM_TYPES.has(type) ? 'medplum' : 'resources'}/${type.toLowerCase()}`;
}
