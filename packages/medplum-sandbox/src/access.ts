/**
 * Access policies on the in-memory server, as the 2.0.25 server applies them
 * (packages/server/src/fhir/accesspolicy.ts and repo.ts).
 *
 * The policy of a login is built from its membership: the `accessPolicy` and
 * each `access` entry, read and with their parameters put in (`%profile` and,
 * unless given, `%patient` are the membership's profile; `%name.id` is the ID
 * of a reference), their resource rules joined. A project admin's policy then
 * gets limited rules for the admin resource types (its own Project, with
 * `superAdmin` and `features` read-only; the project's memberships, with
 * `project` and `user` read-only), and everyone else loses any rule for those
 * types. A membership with neither a policy nor admin rights has none: it
 * reads and writes everything but the protected types.
 *
 * With a policy, as repo.ts checks it:
 * - a type the policy does not name (or `*`) cannot be read or written: 403;
 *   `Login`, `User`, `JsonWebKey` and `DomainConfiguration` never, and the
 *   public definition types (`StructureDefinition`, ...) cannot be written;
 * - a resource that matches none of its type's rules (`criteria`, as a
 *   search) is not there: a read answers 404 and a search leaves it out; a
 *   write of one, before or after the change, answers 403, and so does any
 *   write under a `readonly` rule;
 * - `hiddenFields` are removed from every resource read, and
 *   `readonlyFields` keep their stored values on a write (and are dropped on a
 *   create).
 */
import {
  OperationOutcomeError,
  canReadResourceType,
  canWriteResourceType,
  deepClone,
  forbidden,
  matchesAccessPolicy,
  projectAdminResourceTypes,
  protectedResourceTypes,
  publicResourceTypes,
  resolveId,
} from '@medplum/core';
import type {
  AccessPolicy,
  AccessPolicyIpAccessRule,
  AccessPolicyResource,
  ProjectMembership,
  ProjectMembershipAccess,
  Reference,
  Resource,
  ResourceType,
} from '@medplum/fhirtypes';
import { applyPatch } from 'rfc6902';
import type { Repo } from './search';

/** accesspolicy.ts buildAccessPolicyResources: one policy with its parameters put in. */
async function policyWithParameters(
  repo: Repo,
  access: ProjectMembershipAccess,
  profile: Reference | undefined,
): Promise<AccessPolicy> {
  const original = await repo.readReference(access.policy as Reference<AccessPolicy>);
  const parameters = [...(access.parameter ?? [])];
  parameters.push({ name: 'profile', valueReference: profile });
  if (!parameters.find((parameter) => parameter.name === 'patient')) {
    parameters.push({ name: 'patient', valueReference: profile });
  }
  let json = JSON.stringify(original);
  for (const parameter of parameters) {
    if (parameter.valueString) {
      json = json.replaceAll(`%${parameter.name}`, parameter.valueString);
    } else if (parameter.valueReference) {
      json = json.replaceAll(`%${parameter.name}.id`, resolveId(parameter.valueReference) as string);
      json = json.replaceAll(`%${parameter.name}`, parameter.valueReference.reference as string);
    }
  }
  return JSON.parse(json) as AccessPolicy;
}

/** accesspolicy.ts getAccessPolicyForLogin, for a login without SMART scopes (client credentials ask for `openid`). */
export async function policyForMembership(
  repo: Repo,
  membership: ProjectMembership,
): Promise<AccessPolicy | undefined> {
  let policy: AccessPolicy | undefined;
  if (membership.access || membership.accessPolicy) {
    const access: ProjectMembershipAccess[] = [
      ...(membership.accessPolicy ? [{ policy: membership.accessPolicy }] : []),
      ...(membership.access ?? []),
    ];
    let compartment: Reference | undefined;
    let resource: AccessPolicyResource[] = [];
    let ipAccessRule: AccessPolicyIpAccessRule[] = [];
    for (const entry of access) {
      const replaced = await policyWithParameters(repo, entry, membership.profile);
      if (replaced.compartment) compartment = replaced.compartment;
      if (replaced.resource) resource = resource.concat(replaced.resource);
      if (replaced.ipAccessRule) ipAccessRule = ipAccessRule.concat(replaced.ipAccessRule);
    }
    policy = { resourceType: 'AccessPolicy', compartment, resource, ipAccessRule };
  }
  if (!membership.admin && !policy) return undefined;
  if (policy) {
    policy.resource = policy.resource?.filter(
      (rule) => !projectAdminResourceTypes.includes(rule.resourceType as string),
    );
  }
  if (membership.admin) {
    policy ??= { resourceType: 'AccessPolicy' };
    if (!policy.resource) policy.resource = [{ resourceType: '*' as ResourceType }];
    policy.resource.push(
      {
        resourceType: 'Project',
        criteria: `Project?_id=${resolveId(membership.project)}`,
        readonlyFields: ['superAdmin', 'features'],
      },
      {
        resourceType: 'ProjectMembership',
        criteria: `ProjectMembership?project=${membership.project?.reference}`,
        readonlyFields: ['project', 'user'],
      },
      { resourceType: 'PasswordChangeRequest' as ResourceType, readonly: true },
    );
  }
  return policy;
}

/** What one login may do: repo.ts's checks with the login's policy (none: a membership without one). */
export class Access {
  constructor(
    readonly policy: AccessPolicy | undefined,
    readonly superAdmin = false,
    /** The membership's `admin`: repo.ts isProjectAdmin, which some operations require. */
    readonly projectAdmin = false,
  ) {}

  canReadType(type: string): boolean {
    if (this.superAdmin) return true;
    if (protectedResourceTypes.includes(type)) return false;
    if (publicResourceTypes.includes(type)) return true;
    return !this.policy || canReadResourceType(this.policy, type as ResourceType);
  }

  canWriteType(type: string): boolean {
    if (this.superAdmin) return true;
    if (protectedResourceTypes.includes(type) || publicResourceTypes.includes(type)) return false;
    return !this.policy || canWriteResourceType(this.policy, type as ResourceType);
  }

  /** A resource the login can see: one its type's rules match (repo.ts addSecurityFilters, canReadCacheEntry). */
  canSee(resource: Resource): boolean {
    if (this.superAdmin) return true;
    if (publicResourceTypes.includes(resource.resourceType)) return true;
    return !this.policy || matchesAccessPolicy(this.policy, resource, true);
  }

  /** repo.ts canWriteResource: a resource its type's rules match, not under a readonly rule. */
  canWrite(resource: Resource): boolean {
    if (this.superAdmin) return true;
    if (protectedResourceTypes.includes(resource.resourceType)) return false;
    if (publicResourceTypes.includes(resource.resourceType)) return false;
    return !this.policy || matchesAccessPolicy(this.policy, resource, false);
  }

  private rule(type: string): AccessPolicyResource | undefined {
    return this.policy?.resource?.find((rule) => rule.resourceType === type);
  }

  /** repo.ts removeHiddenFields, on a copy. */
  hide<T extends Resource>(resource: T): T {
    const hidden = this.rule(resource.resourceType)?.hiddenFields;
    if (!hidden?.length) return resource;
    const copy = deepClone(resource);
    for (const field of hidden) applyPatch(copy, [{ op: 'remove', path: `/${field.replaceAll('.', '/')}` }]);
    return copy;
  }

  /** repo.ts restoreReadonlyFields: each read-only field as stored, or none on a create. */
  restoreReadonly<T extends Resource>(input: T, original: T | undefined): T {
    const readonly = this.rule(input.resourceType)?.readonlyFields;
    if (!readonly?.length) return input;
    const copy = deepClone(input);
    for (const field of readonly) {
      applyPatch(copy, [{ op: 'remove', path: `/${field.replaceAll('.', '/')}` }]);
      const value = original?.[field as keyof T];
      if (value) copy[field as keyof T] = value;
    }
    return copy;
  }

  /** Throws 403 unless the login may read the type. */
  assertRead(type: string): void {
    if (!this.canReadType(type)) throw new OperationOutcomeError(forbidden);
  }

  /** Throws 403 unless the login may write the type. */
  assertWrite(type: string): void {
    if (!this.canWriteType(type)) throw new OperationOutcomeError(forbidden);
  }
}

/** The access of a login that may do anything: the server's own, and a super admin's. */
export const SYSTEM_ACCESS = new Access(undefined, true);
