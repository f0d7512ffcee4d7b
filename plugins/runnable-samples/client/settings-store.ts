/**
 * The reader's server settings in this tab: read from local storage once the
 * page has hydrated, and again when they change here or in another tab. One
 * store for every code block of the page.
 */
import { useEffect, useState } from 'react';
import { SETTINGS_EVENT, STORAGE_KEY, readStoredSettings, type ServerSettings } from '../server-settings';

interface Snapshot {
  /** False on the server and until the page has hydrated and read the settings. */
  ready: boolean;
  settings?: ServerSettings;
}

const listeners = new Set<(snapshot: Snapshot) => void>();
let current: Snapshot = { ready: false };

function storedText(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function broadcast(): void {
  for (const listener of listeners) listener(current);
}

let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(SETTINGS_EVENT, broadcast);
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEY) return;
    current = { ready: true, settings: readStoredSettings(storedText()) };
    broadcast();
  });
}

export function useServerSettings(): Snapshot {
  const [snapshot, setSnapshot] = useState<Snapshot>({ ready: false });
  useEffect(() => {
    listen();
    listeners.add(setSnapshot);
    if (!current.ready) current = { ready: true, settings: readStoredSettings(storedText()) };
    setSnapshot(current);
    return () => {
      listeners.delete(setSnapshot);
    };
  }, []);
  return snapshot;
}

/** Stores the settings (or forgets them) and updates every block of every open tab. */
export function storeSettings(settings: ServerSettings | undefined): void {
  try {
    if (settings) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage is off: the settings last until the page is left.
  }
  current = { ready: true, settings };
  window.dispatchEvent(new Event(SETTINGS_EVENT));
}
