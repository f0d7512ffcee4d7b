/**
 * The line under a block that shows the hosted server's address: which
 * server the block names, and a button that opens the form to use the
 * reader's own (ServerForm, loaded on first use). The button is in the HTML,
 * hidden without JavaScript (src/css/no-javascript.css, [data-needs-js]).
 */
import React, { useState, type ComponentType } from 'react';
import { PLACEHOLDER_BASE_URL, type ServerSettings } from '../server-settings';
import type { ServerFormProps } from './ServerForm';

const LINE_STYLE = {
  marginTop: 'calc(-1 * var(--ifm-leading) + 0.25rem)',
  marginBottom: 'var(--ifm-leading)',
  minHeight: '1.75rem',
  fontSize: '0.875rem',
} as const;

export default function ServerCaption({ settings }: { settings?: ServerSettings }): JSX.Element {
  const [open, setOpen] = useState(false);
  const [Form, setForm] = useState<ComponentType<ServerFormProps>>();
  const toggle = (): void => {
    if (!Form) void import('./ServerForm').then((module) => setForm(() => module.default));
    setOpen(!open);
  };
  return (
    <div style={LINE_STYLE}>
      {settings ? 'Your server: ' : 'Server: '}
      <code>{settings?.baseUrl ?? PLACEHOLDER_BASE_URL}</code>
      <button
        type="button"
        className="button button--link button--sm"
        data-needs-js=""
        aria-expanded={open}
        onClick={toggle}
      >
        {settings ? 'Change' : 'Use your server'}
      </button>
      {open && Form && <Form settings={settings} onClose={() => setOpen(false)} />}
    </div>
  );
}
