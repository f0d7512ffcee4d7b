/**
 * The messages between the page and a React sample's frame. The frame has an
 * opaque origin (sandbox without allow-same-origin), so the page posts to it
 * with the target origin `*`, and sends it nothing a sample could not see:
 * the sample, the in-memory server's stand-in credentials, and the answers
 * of the in-memory server to the frame's own requests.
 */
import type { OutputLine, ServedAnswer, ServedRequest } from '../../medplum-sandbox/browser';

/** A prop value that the frame turns into a function printing each call (`onSelect`, `onBack`…). */
export const PRINTED_CALL = '$print';

/** What the frame renders and how: the page's message that starts it. */
export interface FrameRun {
  kind: 'run';
  /** The compiled sample: the build's file (an absolute address), or a reader's edit as a script. */
  source: { url: string } | { script: string };
  /** The absolute address of the folder of the definitions scripts. */
  definitions: string;
  /** What the sample finds in `process.env` (the in-memory server's stand-ins). */
  env: Record<string, string>;
  /** The props of the component the frame renders when the sample renders nothing itself. */
  props: Record<string, unknown>;
  colorScheme: 'light' | 'dark';
}

export type PageToFrame = FrameRun | ({ kind: 'answer'; id: number } & ServedAnswer);

/** How the sample's code ended: it rendered itself, the frame rendered its component, or nothing rendered. */
export type FrameRendered =
  { how: 'itself' } | { how: 'component'; name: string; signedInAs: string } | { how: 'nothing' };

export type FrameToPage =
  /** The frame is listening: the page may post the run. */
  | { kind: 'ready' }
  | { kind: 'line'; line: OutputLine }
  | { kind: 'fetch'; id: number; request: ServedRequest }
  /** The sample's code has run; what it rendered stays live in the frame. */
  | { kind: 'ran'; rendered: FrameRendered }
  /** The sample's code threw, or what it rendered failed. */
  | { kind: 'error'; text: string }
  | { kind: 'height'; px: number };
