/**
 * The announcement bar above the navbar. Change `id` whenever the message
 * changes: readers who closed the previous bar then see the new one. Set
 * `announcement` to null to show no bar.
 */
export interface Announcement {
  /** Remembered in local storage once a reader closes the bar. */
  id: string;
  /** The sentence before the link. */
  text: string;
  link: { label: string; to: string };
}

export const announcement: Announcement | null = {
  id: 'open-source-apache-2',
  text: 'Medplum is open source under the Apache 2.0 license.',
  link: { label: 'Read the code on GitHub', to: 'https://github.com/medplum/medplum' },
};
