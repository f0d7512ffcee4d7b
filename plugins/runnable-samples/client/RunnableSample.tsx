/**
 * A sample the reader can run, as the page first shows it: the code block,
 * Run and Edit, and a line that says where it runs. The first press loads the
 * session (Session.tsx), which runs, edits, stops and resets, and takes over
 * the block in the same place. The buttons are in the HTML, so a press before
 * the page has hydrated is kept (runtime/held-input) and nothing moves; without
 * JavaScript they are hidden (src/css/no-javascript.css, [data-needs-js]).
 */
import React, { useState, type ComponentType, type ReactNode } from 'react';
import type { BotSample, SampleEnvId } from '../../../packages/medplum-sandbox/browser';
import type { SessionProps } from './Session';
import { PULLED_UP, RUN_NOTE, TOOLBAR_STYLE } from './toolbar';

/** The buttons that open a session, in the order the page shows them. */
const START_BUTTONS = [
  { start: 'run', label: 'Run', kind: 'primary' },
  { start: 'edit', label: 'Edit', kind: 'secondary' },
] as const;

interface Props {
  code: string;
  /** The fence's language: ts, typescript or tsx. */
  lang: string;
  /** For a React sample: the props its exported component renders with. */
  react?: { props: Record<string, unknown> };
  /** For a bot handler: the input and secrets the session offers. */
  bot?: BotSample;
  /** The seeded IDs the sample reads from the environment, named under it. */
  envIds?: SampleEnvId[];
  caption: ReactNode;
  children: ReactNode;
}

/** Names the seeded resources whose IDs the sample reads from the environment when it runs in the page. */
function EnvIds({ ids }: { ids: SampleEnvId[] }): JSX.Element {
  return (
    <p style={ENV_IDS_STYLE}>
      In the page,{' '}
      {ids.map(({ name, reference, display }, index) => (
        <React.Fragment key={name}>
          {index > 0 && (index === ids.length - 1 ? ' and ' : ', ')}
          <code>{name}</code> is the ID of <code>{reference}</code>
          {display && ` (${display})`}
        </React.Fragment>
      ))}
      .
    </p>
  );
}

const ENV_IDS_STYLE = { marginTop: PULLED_UP, fontSize: '.875rem' } as const;

export default function RunnableSample({ code, lang, caption, children, bot, react, envIds = [] }: Props): JSX.Element {
  const [session, setSession] = useState<{ Session: ComponentType<SessionProps>; start: 'run' | 'edit' }>();
  const open = (start: 'run' | 'edit'): void => {
    void import('./Session').then((module) => setSession({ Session: module.default, start }));
  };
  // Under the toolbar (and the output, once there is one): the seeded IDs, then the server caption.
  const below = (
    <>
      {envIds.length > 0 && <EnvIds ids={envIds} />}
      {caption}
    </>
  );
  // "react" marks a React sample, which renders in a frame: the browser tests find each one by it.
  const kind = react ? 'react' : '';
  if (session) {
    return (
      <div data-runnable-sample={kind}>
        <session.Session code={code} lang={lang} start={session.start} caption={below} bot={bot} react={react}>
          {children}
        </session.Session>
      </div>
    );
  }
  return (
    <div data-runnable-sample={kind}>
      {children}
      <div style={TOOLBAR_STYLE}>
        {START_BUTTONS.map(({ start, label, kind }) => (
          <button
            key={start}
            type="button"
            className={`button button--${kind} button--sm`}
            data-needs-js=""
            onClick={() => open(start)}
          >
            {label}
          </button>
        ))}
        <span>{RUN_NOTE}</span>
      </div>
      {below}
    </div>
  );
}
