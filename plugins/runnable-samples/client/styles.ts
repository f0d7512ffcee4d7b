/**
 * The styles of the parts that load on first use (Session.tsx, ServerForm.tsx),
 * as style attributes: the site's CSS is one file every page loads, so CSS of
 * these parts would weigh on every first load. Colours are Infima's theme
 * variables, which follow the colour mode; the alert colours keep their
 * contrast in both modes.
 */
import type { CSSProperties } from 'react';

const monospace: CSSProperties = {
  fontFamily: 'var(--ifm-font-family-monospace)',
  fontSize: 'var(--ifm-code-font-size)',
};

export const problem: CSSProperties = {
  margin: '0.25rem 0',
  color: 'var(--ifm-color-danger-contrast-foreground)',
};

/** A line of the output box that is not the sample's own output. */
export const status: CSSProperties = { margin: '0.25rem 0' };

export const errorLine: CSSProperties = { color: 'var(--ifm-color-danger-contrast-foreground)' };

export const editor: CSSProperties = {
  ...monospace,
  display: 'block',
  width: '100%',
  padding: 'var(--ifm-pre-padding)',
  lineHeight: 'var(--ifm-pre-line-height)',
  color: 'var(--ifm-font-color-base)',
  background: 'var(--ifm-pre-background)',
  border: '1px solid var(--ifm-color-emphasis-500)',
  borderRadius: 'var(--ifm-code-border-radius)',
  resize: 'vertical',
  tabSize: 2,
  whiteSpace: 'pre',
};

export const editorBlock: CSSProperties = { marginBottom: 'var(--ifm-leading)' };

export const output: CSSProperties = {
  marginBottom: 'var(--ifm-leading)',
  padding: '0.5rem 0.75rem',
  borderLeft: '3px solid var(--ifm-color-primary)',
  background: 'var(--ifm-color-emphasis-100)',
  borderRadius: 'var(--ifm-global-radius)',
};

export const lines: CSSProperties = {
  margin: '0 0 0.25rem',
  padding: '0.5rem',
  maxHeight: '24rem',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
};

export const diagnostics: CSSProperties = { ...monospace, margin: '0.25rem 0' };

export const form: CSSProperties = {
  margin: '0.5rem 0 0',
  padding: '0.75rem',
  border: '1px solid var(--ifm-color-emphasis-300)',
  borderRadius: 'var(--ifm-global-radius)',
  maxWidth: '36rem',
};

export const field: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  marginBottom: '0.75rem',
};

export const label: CSSProperties = { fontWeight: 'var(--ifm-font-weight-semibold)' as CSSProperties['fontWeight'] };

export function input(invalid: boolean): CSSProperties {
  return {
    ...monospace,
    padding: '0.375rem 0.5rem',
    border: `1px solid var(${invalid ? '--ifm-color-danger-dark' : '--ifm-color-emphasis-500'})`,
    borderRadius: 'var(--ifm-global-radius)',
    background: 'var(--ifm-background-color)',
    color: 'var(--ifm-font-color-base)',
    width: '100%',
  };
}

export const buttons: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem' };

export const botFields: CSSProperties = { marginBottom: 'var(--ifm-leading)' };

/** A heading inside the output box: what the bot returned, what it wrote. */
export const outputHeading: CSSProperties = {
  margin: '0.5rem 0 0.25rem',
  fontSize: '0.875rem',
  fontWeight: 'var(--ifm-font-weight-semibold)' as CSSProperties['fontWeight'],
};

export const writes: CSSProperties = { ...monospace, margin: '0 0 0.25rem', paddingLeft: '1.25rem' };

/** A React sample's frame: white like an app's page in either colour mode, sized to its content by the page. */
export const frame: CSSProperties = {
  display: 'block',
  width: '100%',
  margin: '0.25rem 0 0.5rem',
  border: '1px solid var(--ifm-color-emphasis-300)',
  borderRadius: 'var(--ifm-global-radius)',
  background: '#fff',
};
