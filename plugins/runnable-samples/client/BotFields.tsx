/**
 * What a reader gives a bot handler sample before a run (Session.tsx): the
 * input, in a text area that starts with the page's input, and a field for
 * each project secret the handler reads, which starts with a stand-in value.
 * A secret left empty is not set, as in a project that has none of that name.
 */
import React from 'react';
import * as styles from './styles';

interface Props {
  contentType: string;
  input: string;
  onInput: (input: string) => void;
  secrets: Record<string, string>;
  onSecret: (name: string, value: string) => void;
}

export default function BotFields({ contentType, input, onInput, secrets, onSecret }: Props): JSX.Element {
  const names = Object.keys(secrets);
  return (
    <div style={styles.botFields}>
      <label style={styles.field}>
        <span style={styles.label}>
          Input to the bot (<code>{contentType}</code>)
        </span>
        <textarea
          style={styles.editor}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          rows={Math.min(16, input.split(/\r\n|\r|\n/).length + 1)}
          value={input}
          onChange={(event) => onInput(event.target.value)}
        />
      </label>
      {names.map((name) => (
        <label key={name} style={styles.field}>
          <span style={styles.label}>
            Project secret <code>{name}</code> (empty: not set; stays in this page)
          </span>
          <input
            type="text"
            style={styles.input(false)}
            autoComplete="off"
            spellCheck={false}
            value={secrets[name]}
            onChange={(event) => onSecret(name, event.target.value)}
          />
        </label>
      ))}
    </div>
  );
}
