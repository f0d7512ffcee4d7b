/**
 * What code in the sandbox finds in `process.env`, and the project and client it names: plain data, which the
 * page also hands to a React sample's frame (browser.ts), so it imports nothing of the server.
 */
import { SAMPLE_ENV_IDS } from './env-ids';

/** The sandbox's project and the client application samples sign in as (both in seed.json). */
export const SANDBOX_PROJECT_ID = '3c5a8d2e-0000-4000-8000-000000000901';
export const SANDBOX_CLIENT_ID = '3c5a8d2e-0000-4000-8000-000000000902';

/**
 * What a sample finds in `process.env`: credentials the in-memory server accepts, and no real secret; and,
 * for the samples that read the ID of a resource from the environment, the ID of a seeded resource of that
 * type (src/env-ids.ts).
 */
export const SANDBOX_ENV: Readonly<Record<string, string>> = {
  MEDPLUM_BASE_URL: 'https://example.com/',
  MEDPLUM_CLIENT_ID: SANDBOX_CLIENT_ID,
  MEDPLUM_CLIENT_SECRET: 'in-memory-server-needs-no-secret',
  // The samples' client is a project admin, so it also stands for the admin client some samples sign in as.
  ADMIN_CLIENT_ID: SANDBOX_CLIENT_ID,
  ADMIN_CLIENT_SECRET: 'in-memory-server-needs-no-secret',
  // The new value of a project secret (the secrets guide replaces one): any text does.
  NEW_MESSAGING_API_KEY: 'messaging-key-set-in-this-page',
  // The key a subscription signs its posts with (subscription-secret extension): any text does.
  SUBSCRIPTION_SECRET: 'subscription-secret-set-in-this-page',
  // A webhook receiver of the reader's: subscriptions record what they would post there, and send nothing.
  WEBHOOK_URL: 'https://hooks.example.org/medplum',
  WEBHOOK_SECRET: 'webhook-secret-set-in-this-page',
  // An identity provider's client of the reader's (the Okta and token exchange guides): the guides' sample values.
  OKTA_CLIENT_ID: '0oa0000000000000000',
  OKTA_CLIENT_SECRET: 'value-from-okta',
  IDP_CLIENT_SECRET: 'replace-with-the-provider-secret',
  ...Object.fromEntries(
    Object.entries(SAMPLE_ENV_IDS).map(([name, reference]) => [name, reference.slice(reference.indexOf('/') + 1)]),
  ),
};
