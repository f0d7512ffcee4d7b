/** What the toolbar of a runnable sample says and how it is laid out, before and after a session starts. */
export const RUN_NOTE =
  'Runs in your browser against an in-memory Medplum server with sample data. Nothing is sent anywhere.';

export const TOOLBAR_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: '2rem',
  marginTop: 'calc(-1 * var(--ifm-leading) + 0.5rem)',
  marginBottom: 'var(--ifm-leading)',
  fontSize: '0.875rem',
} as const;
