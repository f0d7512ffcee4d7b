/**
 * What the server form (client/ServerForm.tsx) accepts: a base URL, and
 * optionally a project ID and a client ID, each checked with a reason to give
 * the reader. Values that look like secrets are refused: the site never
 * stores a token or a client secret. Loaded with the form only.
 */
import { UUID, type ServerSettings, type SettingsField } from './server-settings';

export interface SettingsProblem {
  field: SettingsField;
  message: string;
}

const EXAMPLE_ID = '3c5a8d2e-0000-4000-8000-000000000001';

/** Why a value looks like a secret, or undefined. */
export function secretReason(value: string): string | undefined {
  const text = value.trim();
  if (/^bearer\s/i.test(text) || /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/.test(text)) {
    return 'This looks like an access token. The site never stores secrets: enter only IDs and the address.';
  }
  // Medplum's client secrets are 32 random bytes in hex (packages/server/src/oauth/keys.ts, generateSecret).
  if (/[0-9a-f]{40,}/i.test(text)) {
    return 'This looks like a client secret. The site never stores secrets: enter only IDs and the address.';
  }
  if (/(secret|password|token|api[-_]?key)=/i.test(text)) {
    return 'This holds a secret parameter. The site never stores secrets: enter only IDs and the address.';
  }
  return undefined;
}

function checkBaseUrl(value: string): { baseUrl?: string; message?: string } {
  const text = value.trim();
  if (!text) return { message: "Enter your server's base URL, such as https://medplum.example.org/." };
  const secret = secretReason(text);
  if (secret) return { message: secret };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { message: 'This is not an address. Enter a base URL that starts with https://.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { message: 'A base URL starts with https:// (or http:// for a server on your own machine).' };
  }
  if (url.username || url.password) {
    return { message: 'Leave out the user name and password: the site never stores secrets.' };
  }
  if (url.search || url.hash || text.includes('?') || text.includes('#')) {
    return { message: 'Leave out the query and fragment: a base URL has neither, and they can carry tokens.' };
  }
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return { baseUrl: `${url.origin}${path}` };
}

function checkId(field: 'projectId' | 'clientId', value: string): SettingsProblem | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const secret = secretReason(text);
  if (secret) return { field, message: secret };
  if (!UUID.test(text)) {
    const name = field === 'projectId' ? 'project' : 'client';
    return { field, message: `A Medplum ${name} ID is a UUID, such as ${EXAMPLE_ID}.` };
  }
  return undefined;
}

/** The settings a reader entered, or what is wrong with them. */
export function parseSettings(input: Record<SettingsField, string>): {
  settings?: ServerSettings;
  problems: SettingsProblem[];
} {
  const base = checkBaseUrl(input.baseUrl);
  const problems: SettingsProblem[] = [];
  if (base.message) problems.push({ field: 'baseUrl', message: base.message });
  for (const field of ['projectId', 'clientId'] as const) {
    const problem = checkId(field, input[field]);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0 || !base.baseUrl) return { problems };
  const projectId = input.projectId.trim().toLowerCase();
  const clientId = input.clientId.trim().toLowerCase();
  return {
    settings: { baseUrl: base.baseUrl, ...(projectId ? { projectId } : {}), ...(clientId ? { clientId } : {}) },
    problems,
  };
}
