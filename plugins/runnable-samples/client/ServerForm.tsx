/**
 * The form that sets the reader's server for the samples of every page:
 * base URL, and optionally a project ID and a client ID. Checked as typed in
 * (server-settings.ts), refused with the reason when a value looks like a
 * secret, stored in this browser only. Loaded when a reader first opens it.
 */
import React, { useRef, useState, type FormEvent } from 'react';
import type { ServerSettings, SettingsField } from '../server-settings';
import { parseSettings, type SettingsProblem } from '../settings-form';
import { storeSettings } from './settings-store';
import * as styles from './styles';

export interface ServerFormProps {
  settings?: ServerSettings;
  onClose: () => void;
}

let forms = 0;

const FIELDS: { field: SettingsField; label: string; hint: string }[] = [
  { field: 'baseUrl', label: 'Base URL', hint: 'Such as https://medplum.example.org/ or http://localhost:8103/' },
  { field: 'projectId', label: 'Project ID (optional)', hint: 'The UUID of your project' },
  { field: 'clientId', label: 'Client ID (optional)', hint: 'The UUID of a ClientApplication, never its secret' },
];

export default function ServerForm({ settings, onClose }: ServerFormProps): JSX.Element {
  const [id] = useState(() => `server-form-${++forms}`);
  const [values, setValues] = useState<Record<SettingsField, string>>({
    baseUrl: settings?.baseUrl ?? '',
    projectId: settings?.projectId ?? '',
    clientId: settings?.clientId ?? '',
  });
  const [problems, setProblems] = useState<SettingsProblem[]>([]);
  const inputs = useRef<Partial<Record<SettingsField, HTMLInputElement | null>>>({});

  const save = (event: FormEvent): void => {
    event.preventDefault();
    const result = parseSettings(values);
    setProblems(result.problems);
    if (result.settings) {
      storeSettings(result.settings);
      onClose();
    } else {
      inputs.current[result.problems[0].field]?.focus();
    }
  };

  return (
    <form style={styles.form} onSubmit={save} aria-label="Your server for the samples" noValidate>
      <p>
        The samples of every page will show these values in place of the placeholders. They stay in this browser and are
        never sent anywhere. Enter no secrets: tokens and client secrets are refused.
      </p>
      {FIELDS.map(({ field, label, hint }) => {
        const problem = problems.find((item) => item.field === field);
        return (
          <div key={field} style={styles.field}>
            <label htmlFor={`${id}-${field}`} style={styles.label}>
              {label}
            </label>
            <input
              ref={(element) => {
                inputs.current[field] = element;
              }}
              id={`${id}-${field}`}
              name={field}
              type={field === 'baseUrl' ? 'url' : 'text'}
              autoComplete="off"
              spellCheck={false}
              value={values[field]}
              placeholder={hint}
              style={styles.input(problem !== undefined)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-${field}-problem` : undefined}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
            {problem && (
              <p id={`${id}-${field}-problem`} style={styles.problem}>
                {problem.message}
              </p>
            )}
          </div>
        );
      })}
      <div style={styles.buttons}>
        <button type="submit" className="button button--primary button--sm">
          Save
        </button>
        {settings && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              storeSettings(undefined);
              onClose();
            }}
          >
            Use the placeholders again
          </button>
        )}
        <button type="button" className="button button--link button--sm" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
