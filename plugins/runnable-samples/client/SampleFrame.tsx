/**
 * A React sample, rendered: a sandboxed frame (packages/react-frame) that
 * runs the sample with React 18, Mantine 6 and @medplum/react 2.0.24. The
 * frame has an opaque origin and a policy with no network, so this component
 * is its only way out: it hands the frame the sample, passes each request of
 * the frame's clients to the in-memory server of the session (workers.ts),
 * prints what the sample prints, and sizes the frame to its content. Only
 * messages from its own frame are read. The frame's code has RUN_LIMIT_MS to
 * run; what it rendered then stays live until the session ends it.
 */
import React, { useEffect, useRef, useState } from 'react';
import { RUN_LIMIT_MS, SANDBOX_ENV, type OutputLine } from '../../../packages/medplum-sandbox/browser';
import type { FrameRendered, FrameToPage, PageToFrame } from '../../../packages/react-frame/browser';
import { DEFINITIONS_PATH } from '../../fhir-tools/urls';
import { sampleFile } from '../urls';
import { frameUrl, serveRequest, stopServer } from './workers';
import * as styles from './styles';

export type FrameEnd =
  { kind: 'rendered'; rendered: FrameRendered } | { kind: 'error'; text: string } | { kind: 'stopped'; reason: 'time' };

interface Props {
  source: { key: string } | { script: string };
  props: Record<string, unknown>;
  siteBase: string;
  onLine: (line: OutputLine) => void;
  onEnd: (end: FrameEnd) => void;
}

/** The frame's height: its content's, within bounds that keep the page usable. */
const MIN_HEIGHT = 120;
const MAX_HEIGHT = 900;

export default function SampleFrame({ source, props, siteBase, onLine, onEnd }: Props): JSX.Element | null {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_HEIGHT);
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    let ran = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const post = (message: PageToFrame): void => frame.current?.contentWindow?.postMessage(message, '*');
    const listener = (event: MessageEvent<FrameToPage>): void => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = event.data;
      switch (message.kind) {
        case 'ready':
          post({
            kind: 'run',
            source: 'key' in source ? { url: new URL(sampleFile(source.key), siteBase).href } : source,
            definitions: new URL(DEFINITIONS_PATH, siteBase).href,
            env: { ...SANDBOX_ENV },
            props,
            colorScheme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
          });
          timer = setTimeout(() => {
            if (ran) return;
            ran = true;
            setEnded(true);
            onEnd({ kind: 'stopped', reason: 'time' });
          }, RUN_LIMIT_MS);
          break;
        case 'line':
          onLine(message.line);
          break;
        case 'fetch':
          void serveRequest(message.request, siteBase).then((answer) =>
            post({ kind: 'answer', id: message.id, ...answer }),
          );
          break;
        case 'ran':
        case 'error':
          if (ran) {
            if (message.kind === 'error') onLine({ stream: 'error', text: message.text });
            break;
          }
          ran = true;
          clearTimeout(timer);
          onEnd(message.kind === 'ran' ? { kind: 'rendered', rendered: message.rendered } : message);
          break;
        case 'height':
          setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, message.px)));
          break;
      }
    };
    window.addEventListener('message', listener);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', listener);
      stopServer();
    };
    // The frame runs once: a new run mounts a new frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (ended) return null;
  return (
    <iframe
      ref={frame}
      src={frameUrl(siteBase)}
      sandbox="allow-scripts allow-forms"
      title="The sample, rendered"
      style={{ ...styles.frame, height }}
    />
  );
}
