/**
 * Subscriptions on the in-memory server, as the 2.0.25 server delivers them
 * (packages/server/src/workers/subscription.ts and workers/utils.ts).
 *
 * When a write stores a version (create, update, or delete; never of an
 * AuditEvent), every active Subscription is matched against it as
 * `addSubscriptionJobs` matches: a `rest-hook` channel with an endpoint, a
 * `criteria` of the written type whose search the version matches (core's
 * `matchesSearchRequest`), the FHIRPath criteria extension
 * (`fhir-path-criteria-expression`, with `%current` the version written and
 * `%previous` the one before it in the history, `{}` for none) giving
 * `true`, and the `subscription-supported-interaction` extension, when
 * present, naming the write's interaction. Each match queues a delivery, run
 * after the write has answered, one at a time in order, as the server's
 * queue worker runs its jobs:
 *
 * - The subscription is read again: one deleted or no longer `active` sends
 *   nothing. With the interaction extension `delete`, the server posts `{}`
 *   with `X-Medplum-Deleted-Resource` to the endpoint; a `Bot/` endpoint is
 *   no URL, so that post fails ("Only absolute URLs are supported") and the
 *   bot does not run. A resource deleted since the write sends nothing.
 * - A `Bot/{id}` endpoint runs the bot with the version as input
 *   (`application/fhir+json`), as the bot's own membership, or, with
 *   `runAsUser`, the membership of the version's author; then writes a
 *   `transmit` AuditEvent naming the resource, the subscription and the bot,
 *   with the run's log. A bot that fails is not run again; a bot or
 *   membership that cannot be found fails the job, which the server would try
 *   again (up to 18 times, with a growing delay) and the sandbox does not.
 * - Any other endpoint is a URL the server would post the version to, with
 *   `Content-Type: application/fhir+json`, the channel's headers (each split
 *   at its first colon, as the server splits it) and, with the
 *   `subscription-secret` extension, `X-Signature`: the HMAC-SHA256 of the
 *   body, in hex. Nothing leaves the page: the delivery records the request as
 *   it would be sent, and no AuditEvent, since no answer came.
 */
import {
  OperationOutcomeError,
  Operator,
  createReference,
  evalFhirPathTyped,
  getExtension,
  getExtensionValue,
  isGone,
  matchesSearchRequest,
  normalizeErrorString,
  normalizeOperationOutcome,
  parseSearchUrl,
  stringify,
  toTypedValue,
} from '@medplum/core';
import type {
  AuditEvent,
  Bot,
  Practitioner,
  ProjectMembership,
  Reference,
  Resource,
  Subscription,
} from '@medplum/fhirtypes';
import type { BotRuntime } from './bots';
import type { Repo } from './search';
import type { Write } from './versions';

const EXTENSION = {
  interaction: 'https://medplum.com/fhir/StructureDefinition/subscription-supported-interaction',
  fhirPath: 'https://medplum.com/fhir/StructureDefinition/fhir-path-criteria-expression',
  secret: 'https://www.medplum.com/fhir/StructureDefinition/subscription-secret',
  // The first URL of the secret extension, which the server still reads.
  secretBefore: 'https://www.medplum.com/fhir/StructureDefinition-subscriptionSecret',
} as const;

/** One delivery of a subscription, as the page lists it. */
export interface Delivery {
  /** The subscription that fired: `Subscription/{id}`. */
  subscription: string;
  interaction: Write['kind'];
  /** What was written: `Type/{id}`, and the version. */
  resource: string;
  versionId?: string;
  endpoint: string;
  /** `bot`: the bot ran (or could not); `held`: a URL, recorded as it would be posted and not sent. */
  kind: 'bot' | 'held';
  success: boolean;
  /** A bot's log, or why the delivery failed. */
  detail: string;
  /** For a held delivery: the request the server would send. */
  request?: { method: 'POST'; url: string; headers: Record<string, string>; body: string };
  /** For a bot: the versions it wrote. */
  writes?: Write[];
}

/** What subscriptions need of the server. */
export interface SubscriptionHost {
  readonly repo: Repo;
  readonly bots: BotRuntime;
  /** A token whose login acts as `profile`. */
  tokenFor(profile: string): string;
  /** The project membership whose profile is `profile`. */
  membershipOfProfile(profile: string): Promise<ProjectMembership | undefined>;
}

interface Job {
  subscriptionId: string;
  interaction: Write['kind'];
  resourceType: string;
  id: string;
  versionId?: string;
}

export class SubscriptionRuntime {
  private readonly listeners = new Set<(delivery: Delivery) => void>();
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly host: SubscriptionHost) {}

  /** Deliveries matched and not yet finished: a run ends when none are left. */
  get pending(): number {
    return this.waiting;
  }

  /** Calls `listener` with each finished delivery, until the returned function is called. */
  onDelivery(listener: (delivery: Delivery) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Matches a write against the active subscriptions and queues a delivery for each match. */
  written(write: Write): void {
    if (write.resourceType === 'AuditEvent') return;
    this.waiting++;
    this.match(write)
      .then((jobs) => {
        for (const job of jobs) {
          this.waiting++;
          // After the write has answered, one job at a time, as the server's queue worker runs them.
          this.queue = this.queue
            .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
            .then(() => this.deliver(job))
            .then(
              (delivery) => delivery && this.tell(delivery),
              () => undefined,
            )
            .finally(() => this.waiting--);
        }
      })
      .catch(() => undefined)
      .finally(() => this.waiting--);
  }

  private tell(delivery: Delivery): void {
    for (const listener of this.listeners) listener(delivery);
  }

  /** The history of a resource, newest first. */
  private async history(resourceType: string, id: string): Promise<(Resource | undefined)[]> {
    const bundle = await this.host.repo.readHistory(resourceType, id);
    return (bundle.entry ?? []).map((entry) => entry.resource);
  }

  /** The version a write stored; for a delete, the version it deleted. */
  private async writtenVersion(write: Write): Promise<Resource | undefined> {
    const versions = await this.history(write.resourceType, write.id);
    if (write.kind === 'delete') return versions[1];
    return versions.find((version) => version?.meta?.versionId === write.versionId);
  }

  private async match(write: Write): Promise<Job[]> {
    const resource = await this.writtenVersion(write);
    if (!resource) return [];
    const subscriptions = (await this.host.repo.search({
      resourceType: 'Subscription',
      count: 1000,
      filters: [{ code: 'status', operator: Operator.EQUALS, value: 'active' }],
    })) as { entry?: { resource?: Subscription }[] };
    const jobs: Job[] = [];
    for (const subscription of (subscriptions.entry ?? []).map((entry) => entry.resource as Subscription)) {
      if (await this.matches(subscription, resource, write)) {
        jobs.push({
          subscriptionId: subscription.id as string,
          interaction: write.kind,
          resourceType: write.resourceType,
          id: write.id,
          versionId: resource.meta?.versionId,
        });
      }
    }
    return jobs;
  }

  /** subscription.ts matchesCriteria, in its order. */
  private async matches(subscription: Subscription, resource: Resource, write: Write): Promise<boolean> {
    if (subscription.meta?.account && resource.meta?.account?.reference !== subscription.meta.account.reference) {
      return false;
    }
    if (subscription.channel?.type !== 'rest-hook' || !subscription.channel.endpoint) return false;
    if (!subscription.criteria) return false;
    const search = parseSearchUrl(new URL(subscription.criteria, 'https://api.medplum.com/'));
    if (resource.resourceType !== search.resourceType) return false;
    if (!(await this.fhirPathCriteriaMet(subscription, resource))) return false;
    const interaction = getExtension(subscription, EXTENSION.interaction);
    if (interaction && interaction.valueCode !== write.kind) return false;
    return matchesSearchRequest(resource, search);
  }

  /** workers/utils.ts isFhirCriteriaMet: `%previous` is the history's second entry when there is one. */
  private async fhirPathCriteriaMet(subscription: Subscription, resource: Resource): Promise<boolean> {
    const criteria = getExtension(subscription, EXTENSION.fhirPath);
    if (!criteria?.valueString) return true;
    const versions = await this.history(resource.resourceType, resource.id as string);
    const previous = versions[1];
    const variables = { current: toTypedValue(resource), previous: toTypedValue(previous ?? {}) };
    const result = evalFhirPathTyped(criteria.valueString, [toTypedValue(resource)], variables);
    return result?.[0]?.value === true;
  }

  /** subscription.ts execSubscriptionJob, with the post to a URL held back. */
  private async deliver(job: Job): Promise<Delivery | undefined> {
    const repo = this.host.repo;
    let subscription: Subscription;
    try {
      subscription = (await repo.readResource('Subscription', job.subscriptionId)) as Subscription;
    } catch (error) {
      if (isGone(normalizeOperationOutcome(error))) return undefined;
      throw error;
    }
    if (subscription.status !== 'active') return undefined;
    const endpoint = subscription.channel?.endpoint ?? '';
    const base = {
      subscription: `Subscription/${subscription.id}`,
      interaction: job.interaction,
      resource: `${job.resourceType}/${job.id}`,
      versionId: job.versionId,
      endpoint,
    };
    if (getExtension(subscription, EXTENSION.interaction)?.valueCode === 'delete') {
      const headers = await restHookHeaders(subscription, { resourceType: job.resourceType, id: job.id } as Resource);
      headers['X-Medplum-Deleted-Resource'] = `${job.resourceType}/${job.id}`;
      if (!/^https?:\/\//i.test(endpoint)) {
        // node-fetch refuses a relative URL; the server logs the attempt as a minor failure.
        const detail = 'TypeError: Only absolute URLs are supported';
        await this.audit({ resourceType: job.resourceType, id: job.id } as Resource, subscription, '4', {
          desc: `Attempt 0 received error ${detail}`,
        });
        return { ...base, kind: 'bot', success: false, detail };
      }
      return { ...base, kind: 'held', success: true, detail: '', request: post(endpoint, headers, '{}') };
    }
    try {
      await repo.readResource(job.resourceType, job.id);
    } catch (error) {
      if (isGone(normalizeOperationOutcome(error))) return undefined;
      throw error;
    }
    const versions = await this.history(job.resourceType, job.id);
    const version = versions.find((found) => found?.meta?.versionId === job.versionId);
    if (!version) return undefined;
    if (endpoint.startsWith('Bot/')) {
      try {
        return { ...base, ...(await this.runBot(subscription, version, endpoint)) };
      } catch (error) {
        const detail = `${normalizeErrorString(error)} (the server would try again, up to 18 times)`;
        return { ...base, kind: 'bot', success: false, detail };
      }
    }
    const headers = await restHookHeaders(subscription, version);
    return { ...base, kind: 'held', success: true, detail: '', request: post(endpoint, headers, stringify(version)) };
  }

  /** subscription.ts execBot. */
  private async runBot(
    subscription: Subscription,
    resource: Resource,
    endpoint: string,
  ): Promise<Pick<Delivery, 'kind' | 'success' | 'detail' | 'writes'>> {
    const start = new Date().toISOString();
    const [, botId] = endpoint.split('/');
    const bot = (await this.host.repo.readResource('Bot', botId)) as Bot;
    const profile = bot.runAsUser ? resource.meta?.author : createReference(bot);
    const runAs = profile?.reference ? await this.host.membershipOfProfile(profile.reference) : undefined;
    if (!runAs) throw new Error('Could not find project membership for bot');
    let outcome: '0' | '4' | '12';
    let log: string;
    let writes: Write[] = [];
    try {
      const run = await this.host.bots.runForSubscription(
        bot,
        resource,
        this.host.tokenFor(runAs.profile?.reference as string),
      );
      outcome = run.success ? '0' : '4';
      log = run.logResult;
      writes = run.writes;
    } catch (error) {
      outcome = '12';
      log = (error as Error).message;
    }
    await this.audit(resource, subscription, outcome, { desc: log, start, bot });
    return { kind: 'bot', success: outcome === '0', detail: log, writes };
  }

  /** workers/utils.ts createAuditEvent, for a subscription. */
  private async audit(
    resource: Resource,
    subscription: Subscription,
    outcome: '0' | '4' | '12',
    { desc, start = new Date().toISOString(), bot }: { desc: string; start?: string; bot?: Bot },
  ): Promise<void> {
    const entity: NonNullable<AuditEvent['entity']> = [
      { what: createReference(resource), role: { code: '4', display: 'Domain' } },
      { what: createReference(subscription), role: { code: '9', display: 'Subscriber' } },
    ];
    if (bot) entity.push({ what: createReference(bot), role: { code: '9', display: 'Subscriber' } });
    const event: AuditEvent = {
      resourceType: 'AuditEvent',
      period: { start, end: new Date().toISOString() },
      recorded: new Date().toISOString(),
      type: { code: 'transmit' },
      agent: [{ type: { text: 'Subscription' }, requestor: false }],
      source: { observer: createReference(subscription) as Reference as Reference<Practitioner> },
      entity,
      outcome,
      ...(desc ? { outcomeDesc: desc } : {}),
    };
    try {
      await this.host.repo.createResource(event);
    } catch (error) {
      if (!(error instanceof OperationOutcomeError)) throw error;
    }
  }
}

function post(url: string, headers: Record<string, string>, body: string): NonNullable<Delivery['request']> {
  return { method: 'POST', url, headers, body };
}

/** subscription.ts buildRestHookHeaders. */
async function restHookHeaders(subscription: Subscription, resource: Resource): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/fhir+json' };
  for (const header of subscription.channel?.header ?? []) {
    const [key, value] = header.split(/:/);
    headers[key.trim()] = (value ?? '').trim();
  }
  const secret =
    getExtensionValue(subscription, EXTENSION.secret) || getExtensionValue(subscription, EXTENSION.secretBefore);
  if (typeof secret === 'string' && secret) headers['X-Signature'] = await hmacSha256Hex(secret, stringify(resource));
  return headers;
}

async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(text));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
