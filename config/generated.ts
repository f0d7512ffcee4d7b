/**
 * The folders under docs/ that the reference generators write (gitignored,
 * never edited by hand). The sample checker and the content tests skip them,
 * and their pages get no edit link.
 */
export const GENERATED_DOC_FOLDERS = ['api/fhir/resources', 'api/fhir/datatypes', 'api/fhir/medplum', 'sdk'] as const;

/** The same folders relative to the repository root. */
export const GENERATED_DOC_PATHS: readonly string[] = GENERATED_DOC_FOLDERS.map((folder) => `docs/${folder}`);
