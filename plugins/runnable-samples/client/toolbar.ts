/** What the toolbar of a runnable sample says and how it is laid out, before and after a session starts. */
export const RUN_NOTE =
  'Runs in your browser against an in-memory Medplum server with sample data. Nothing is sent anywhere.';

/**
 * Pulled up under the code block to 0.5rem from it: the block's margin is Infima's --ifm-leading, 1.25rem. The
 * value is written out rather than computed from the variable because it is in the HTML of every block.
 */
export const PULLED_UP = '-.75rem';

export const TOOLBAR_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '.5rem',
  minHeight: '2rem',
  marginTop: PULLED_UP,
  marginBottom: 'var(--ifm-leading)',
  fontSize: '.875rem',
} as const;
