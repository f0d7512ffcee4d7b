/**
 * The console's styles, as style attributes, as the runnable samples' own (../styles.ts): the site's CSS is one
 * file every page loads, so CSS of a part that loads on first use would weigh on every first load. Colours are
 * Infima's theme variables, which follow the colour mode.
 */
import type { CSSProperties } from 'react';
import { problem as sampleProblem } from '../styles';

export const panel: CSSProperties = { marginBottom: 'var(--ifm-leading)' };

export const form: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1rem',
  alignItems: 'flex-end',
  marginBottom: '1rem',
};

/** A label over its control; fields share a row while it is wide enough, and wrap below 12rem each. */
export const field: CSSProperties = { display: 'flex', flexDirection: 'column', flex: '0 1 14rem', minWidth: 0 };
export const wideField: CSSProperties = { ...field, flex: '1 1 16rem' };
export const fullField: CSSProperties = { ...field, flex: '1 1 100%' };

export const label: CSSProperties = { fontSize: '0.875rem', fontWeight: 'var(--ifm-font-weight-semibold)' };

export const control: CSSProperties = {
  padding: '0.375rem 0.5rem',
  font: 'inherit',
  color: 'var(--ifm-font-color-base)',
  background: 'var(--ifm-background-color)',
  border: '1px solid var(--ifm-color-emphasis-500)',
  borderRadius: 'var(--ifm-global-radius)',
  maxWidth: '100%',
};

export const body: CSSProperties = {
  ...control,
  width: '100%',
  fontFamily: 'var(--ifm-font-family-monospace)',
  fontSize: 'var(--ifm-code-font-size)',
  lineHeight: 'var(--ifm-pre-line-height)',
  whiteSpace: 'pre',
  resize: 'vertical',
  tabSize: 2,
};

export const actions: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem' };

export const heading: CSSProperties = { margin: '1rem 0 0.5rem', fontSize: '1rem' };

export const code: CSSProperties = {
  maxHeight: '24rem',
  overflow: 'auto',
  fontSize: 'var(--ifm-code-font-size)',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
};

export const answer: CSSProperties = { ...code, maxHeight: '32rem' };

export const problem: CSSProperties = sampleProblem;

export const note: CSSProperties = { fontSize: '0.875rem' };

export const status: CSSProperties = { marginBottom: '0.5rem' };

export const issues: CSSProperties = { marginBottom: '0.75rem' };
