/**
 * The reader's own server, for the samples: a base URL and, optionally, a
 * project ID and a client ID, kept in the browser's local storage and never
 * sent anywhere. Samples keep their placeholders in the HTML; after the page
 * has loaded, a code block that holds one shows the reader's value instead
 * (client/SampleBlock.tsx). The form checks what a reader enters and
 * refuses values that look like secrets (settings-form.ts, loaded with it).
 */

export interface ServerSettings {
  /** With one trailing slash, as MedplumClient keeps a base URL. */
  baseUrl: string;
  projectId?: string;
  clientId?: string;
}

export type SettingsField = keyof ServerSettings;

/** The hosted server's address, which samples use as the placeholder for the reader's. */
export const PLACEHOLDER_BASE_URL = 'https://api.medplum.com/';
export const STORAGE_KEY = 'medplum-docs-server';
/** Sent on window when the settings change in this tab (other tabs get the storage event). */
export const SETTINGS_EVENT = 'medplum-docs-server-change';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A base URL as the form stores it: http or https, a host, a path ending in `/`, no user, query or fragment. */
const STORED_BASE_URL = /^https?:\/\/[^\s/?#@]+(\/[^\s?#@]*)?\/$/;

/**
 * The stored settings, or undefined. The form (settings-form.ts) stored only
 * what it accepted; anything else found under the key (storage is the
 * reader's to edit) is ignored unless it has the shape the form gives.
 */
export function readStoredSettings(stored: string | null): ServerSettings | undefined {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<Record<SettingsField, unknown>> | null;
    const { baseUrl, projectId, clientId } = value ?? {};
    const id = (field: unknown) => field === undefined || (typeof field === 'string' && UUID.test(field));
    if (typeof baseUrl !== 'string' || !STORED_BASE_URL.test(baseUrl) || !id(projectId) || !id(clientId)) {
      return undefined;
    }
    return {
      baseUrl,
      ...(typeof projectId === 'string' ? { projectId } : {}),
      ...(typeof clientId === 'string' ? { clientId } : {}),
    };
  } catch {
    return undefined;
  }
}

const BASE_PLACEHOLDER = /https:\/\/api\.medplum\.com(\/?)/g;
/** Languages whose `$NAME` is a shell variable. */
const SHELL = /^(bash|sh|shell|zsh|console)$/;

/** True when a block shows the hosted server's address, which the reader's base URL replaces. */
export function hasBaseUrl(code: string): boolean {
  return code.includes('https://api.medplum.com');
}

/** True when a block holds any placeholder that personalize() replaces. */
export function hasPlaceholder(code: string): boolean {
  return hasBaseUrl(code) || /your-(project|client)-id|\$\{?MEDPLUM_(PROJECT|CLIENT)_ID/.test(code);
}

/**
 * A block's code with the reader's values in place of the placeholders: the
 * hosted server's address in any language; `your-project-id` and
 * `your-client-id`; and, in shell blocks, `$MEDPLUM_PROJECT_ID` and
 * `$MEDPLUM_CLIENT_ID`. TypeScript keeps reading IDs from `process.env`.
 */
export function personalize(code: string, language: string, settings: ServerSettings | undefined): string {
  if (!settings) return code;
  let result = code.replace(BASE_PLACEHOLDER, (_match, slash: string) =>
    slash ? settings.baseUrl : settings.baseUrl.slice(0, -1),
  );
  const ids: [string, string | undefined][] = [
    ['PROJECT', settings.projectId],
    ['CLIENT', settings.clientId],
  ];
  for (const [name, value] of ids) {
    if (!value) continue;
    result = result.split(`your-${name.toLowerCase()}-id`).join(value);
    if (SHELL.test(language)) result = result.replace(new RegExp(`\\$\\{?MEDPLUM_${name}_ID\\}?(?!\\w)`, 'g'), value);
  }
  return result;
}
