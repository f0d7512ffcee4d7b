/**
 * A code block that a reader can run or point at their own server. The
 * remark plugin (remark-sample-blocks.ts) wraps such blocks, and only those,
 * in this component, so a page without one loads none of this. It adds:
 * - the reader's values in place of the placeholders, once they have set
 *   their own server (server-settings.ts), with a caption under a block that
 *   shows the hosted address;
 * - Run and Edit under a TypeScript block whose fence says `run`
 *   (RunnableSample.tsx), a React sample with the props its fence gives its
 *   component;
 * - for a bot handler (packages/medplum-sandbox, botSample), the input the remark plugin found, given
 *   to the session as `bot`;
 * - the title "Output" on a block that says `output`, and "Input" on one that
 *   says `input`.
 * The HTML keeps the placeholders: without JavaScript, or with nothing set,
 * samples read as written.
 */
import React, { cloneElement, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
import {
  isInputFence,
  isOutputFence,
  isReactSample,
  isRunnableFence,
  renderProps,
  type BotSample,
  type SampleEnvId,
} from '../../../packages/medplum-sandbox/browser';
import { hasBaseUrl, personalize } from '../server-settings';
import RunnableSample from './RunnableSample';
import ServerCaption from './ServerCaption';
import { useServerSettings } from './settings-store';

interface CodeProps {
  className?: string;
  metastring?: string;
  children?: ReactNode;
}

/** The title a block gets from its fence, unless it names one. */
function titled(meta: string): string {
  if (/\btitle=/.test(meta)) return meta;
  if (isOutputFence(meta)) return `${meta} title="Output"`;
  if (isInputFence(meta)) return `${meta} title="Input"`;
  return meta;
}

interface Props {
  children: ReactNode;
  bot?: BotSample;
  envIds?: SampleEnvId[];
}

export default function SampleBlock({ children, bot, envIds }: Props): JSX.Element {
  const { settings } = useServerSettings();
  // MDX renders a fenced block as <pre><code className="language-ts" metastring="run">code</code></pre>.
  const pre = children as ReactElement<{ children?: ReactNode }>;
  const code = isValidElement(pre) ? (pre.props.children as ReactElement<CodeProps>) : undefined;
  const text = isValidElement(code) ? code.props.children : undefined;
  const meta = code?.props.metastring ?? '';
  const language = /(?:^|\s)language-(\S+)/.exec(code?.props.className ?? '')?.[1] ?? '';
  const shown = typeof text === 'string' ? personalize(text, language, settings) : undefined;
  // The same element while the code shown is the same, so the block does not render again as the page hydrates;
  // a new one (a new key) when it changes, because the theme's block reads the server's markup once, when it mounts.
  const block = useMemo(() => {
    if (shown === undefined || !code) return children;
    return cloneElement(pre, { key: shown }, cloneElement(code, { metastring: titled(meta) }, shown));
  }, [children, pre, code, meta, shown]);
  if (typeof text !== 'string') return <>{children}</>;
  const caption = hasBaseUrl(text) ? <ServerCaption settings={settings} /> : null;
  if (isRunnableFence(language, meta)) {
    const props = renderProps(meta);
    // The build fails on props that are not a JSON object (remark-sample-blocks.ts).
    const react = isReactSample(language, text) ? { props: typeof props === 'object' ? props : {} } : undefined;
    return (
      <RunnableSample code={text} lang={language} caption={caption} bot={bot} envIds={envIds} react={react}>
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
