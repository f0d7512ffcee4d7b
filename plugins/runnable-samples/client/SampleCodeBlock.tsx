/**
 * The theme's code block (src/theme/CodeBlock wraps @theme-original/CodeBlock,
 * the runtime layer's when it is on, the classic theme's otherwise, and hands
 * it here as `CodeBlock`), with two things added:
 * - a block that shows the hosted server's address names it in a caption,
 *   and, once the reader has set their own server (server-settings.ts), shows
 *   their values in place of the placeholders;
 * - a TypeScript block whose fence says `run` gets the controls to run it
 *   against the in-memory server (client/RunnableSample.tsx).
 * The HTML keeps the placeholders: without JavaScript, or with nothing set,
 * samples read as written. A block that says `output` is titled "Output".
 */
import React, { useMemo, type ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';
import { isOutputFence, isRunnableFence } from '../fences';
import { hasPlaceholder, personalize } from '../server-settings';
import RunnableSample from './RunnableSample';
import ServerCaption from './ServerCaption';
import { useServerSettings } from './settings-store';

export default function SampleCodeBlock({
  CodeBlock,
  ...props
}: Props & { CodeBlock: ComponentType<Props> }): JSX.Element {
  const { ready, settings } = useServerSettings();
  const code = typeof props.children === 'string' ? props.children : undefined;
  const metastring = props.metastring ?? '';
  const language = props.language ?? /(?:^|\s)language-(\S+)/.exec(props.className ?? '')?.[1] ?? '';
  const shown = code === undefined ? undefined : personalize(code, language, settings);
  // The same element while the code shown is the same, so the block does not render again when the page hydrates.
  const block = useMemo(
    () => (
      // A new block when the code shown changes: the theme's block reads the server's markup once, when it mounts.
      <CodeBlock key={shown} {...props} title={props.title ?? (isOutputFence(metastring) ? 'Output' : undefined)}>
        {shown ?? props.children}
      </CodeBlock>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the block depends on its props and the code shown
    [CodeBlock, props, shown],
  );
  if (code === undefined) return block;
  const caption = hasPlaceholder(code) ? <ServerCaption ready={ready} settings={settings} /> : null;
  if (isRunnableFence(language, metastring)) {
    return (
      <RunnableSample code={code} ready={ready} caption={caption}>
        {block}
      </RunnableSample>
    );
  }
  return (
    <>
      {block}
      {caption}
    </>
  );
}
