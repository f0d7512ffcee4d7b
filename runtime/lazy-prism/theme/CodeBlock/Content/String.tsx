/**
 * Ejected from Docusaurus 2.4.1 because the markup's source changes: the
 * stock component highlights with Prism on every render, so every page
 * loaded Prism at startup and tokenised each block again while hydrating
 * (runtime/lazy-prism). Here a block keeps the lines the server highlighted
 * when the page hydrates (runtime/static-markup), and highlights with Prism
 * only after a client-side navigation, rendering the lines plain until Prism
 * has loaded. Its lines and buttons stay the server's markup until a reader
 * reaches the block (BlockContent below). Word wrap is the site's own hook (runtime/code-word-wrap), one
 * observer for every block instead of listeners and a measurement per block.
 * Title, line numbers, magic comments and the copy button are the stock ones.
 *
 * Original: @docusaurus/theme-classic/src/theme/CodeBlock/Content/String.tsx (2.4.1), whose
 * built file runtime/contract.ts pins. Lines marked `// changed:` differ
 * from it; the rest is the original's, reformatted.
 */
import React, { type CSSProperties } from 'react';
import clsx from 'clsx';
import { useThemeConfig, usePrismTheme } from '@docusaurus/theme-common';
import { parseCodeBlockTitle, parseLanguage, parseLines, containsLineNumbers } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import Container from '@theme/CodeBlock/Container';
import type { Props } from '@theme/CodeBlock/Content/String';
import { useCodeWordWrap } from '@site/runtime/code-word-wrap/client/use-code-word-wrap';
import { linePropsFromStylesheet, tokenPropsFromStylesheet } from '@site/runtime/prism-colors/client/inline-style';
import { usePrism } from '@site/runtime/lazy-prism/client/prism';
import { contentKey } from '@site/runtime/static-markup/client/content-key';
import { useServerMarkup } from '@site/runtime/static-markup/client/server-markup';
import { useLiveOnInteraction } from '@site/runtime/static-markup/client/use-live-on-interaction';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type LineProps = Parameters<typeof Line>[0];
type Token = LineProps['line'][number];

interface PlainLinesProps {
  code: string;
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
}

/** A code block's lines before Prism has loaded: one plain token each, in the theme's plain colour (the stylesheet's). */
// changed: added (lines before Prism has loaded).
function PlainLines({ code, lineClassNames, showLineNumbers }: PlainLinesProps): JSX.Element {
  return (
    <>
      {code.split('\n').map((text, index) => (
        <Line
          key={index}
          line={[{ types: ['plain'], content: text, empty: text === '' } as Token]}
          classNames={lineClassNames[index]}
          showLineNumbers={showLineNumbers}
          getLineProps={({ className }) => ({ className: clsx('token-line', className) })}
          getTokenProps={({ token }) => ({ className: `token ${token.types.join(' ')}`, children: token.content })}
        />
      ))}
    </>
  );
}

interface BlockContentProps {
  contentKey: string;
  code: string;
  preClassName: string;
  children: JSX.Element;
}

/** The lines and the buttons, live: word wrap is measured and offered here. */
// changed: the original's <pre> and button group, with the site's word-wrap hook (runtime/code-word-wrap).
function LiveContent({ code, preClassName, children }: Omit<BlockContentProps, 'contentKey'>): JSX.Element {
  const wordWrap = useCodeWordWrap();
  return (
    <>
      <pre
        tabIndex={0}
        ref={wordWrap.codeBlockRef}
        className={preClassName}
        // The block's height before it is first laid out (custom.css, content-visibility).
        style={{ '--code-lines': code.split('\n').length } as CSSProperties}
      >
        {children}
      </pre>
      <div className={styles.buttonGroup}>
        {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
          <WordWrapButton
            className={styles.codeButton}
            onClick={() => wordWrap.toggle()}
            isEnabled={wordWrap.isEnabled}
          />
        )}
        <CopyButton className={styles.codeButton} code={code} />
      </div>
    </>
  );
}

/**
 * The block's lines and buttons keep the server's markup when the page
 * hydrates, and turn live when a reader reaches them (use-live-on-interaction.ts):
 * the buttons only show under the pointer or with the keyboard's focus.
 */
// changed: added (server markup until a reader reaches the block).
function BlockContent({ contentKey, ...content }: BlockContentProps): JSX.Element {
  const serverContent = useServerMarkup(`div[data-code="${contentKey}"]`);
  const { live, ref } = useLiveOnInteraction<HTMLDivElement>(serverContent !== undefined);
  return live ? (
    <div key="live" ref={ref} className={styles.codeBlockContent} data-code={contentKey}>
      <LiveContent {...content} />
    </div>
  ) : (
    <div
      key="server"
      ref={ref}
      className={styles.codeBlockContent}
      data-code={contentKey}
      dangerouslySetInnerHTML={{ __html: serverContent ?? '' }}
    />
  );
}

export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
}: Props): JSX.Element {
  const {
    prism: { defaultLanguage, magicComments },
  } = useThemeConfig();
  const language = languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage;
  const prismLanguage = language ?? 'text';
  const prismTheme = usePrismTheme();
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const { lineClassNames, code } = parseLines(children, { metastring, language, magicComments });
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);

  // changed: from here to the return, the lines come from the server's markup, from Prism once loaded, or plain.
  // Everything that shapes the lines' markup, so a block can only find its own.
  const key = contentKey(JSON.stringify([language, showLineNumbers, lineClassNames, code]));
  const serverLines = useServerMarkup(`code[data-lines="${key}"]`);
  const prism = usePrism(serverLines === undefined);
  const codeClassName = clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering);
  const preClassName = clsx(`prism-code language-${prismLanguage}`, styles.codeBlock, 'thin-scrollbar');

  let lines: JSX.Element;
  if (serverLines !== undefined) {
    lines = <code className={codeClassName} data-lines={key} dangerouslySetInnerHTML={{ __html: serverLines }} />;
  } else if (prism) {
    const { Highlight, Prism } = prism;
    lines = (
      <code className={codeClassName} data-lines={key}>
        <Highlight Prism={Prism} theme={prismTheme} code={code} language={prismLanguage as never}>
          {({ tokens, getLineProps, getTokenProps }) =>
            tokens.map((line, index) => (
              <Line
                key={index}
                line={line}
                getLineProps={(input) => linePropsFromStylesheet(getLineProps(input))}
                getTokenProps={(input) => tokenPropsFromStylesheet(getTokenProps(input), input.token)}
                classNames={lineClassNames[index]}
                showLineNumbers={showLineNumbers}
              />
            ))
          }
        </Highlight>
      </code>
    );
  } else {
    lines = (
      <code className={codeClassName}>
        <PlainLines code={code} lineClassNames={lineClassNames} showLineNumbers={showLineNumbers} />
      </code>
    );
  }

  return (
    <Container
      as="div"
      className={clsx(
        blockClassName,
        language && !blockClassName.includes(`language-${language}`) && `language-${language}`,
      )}
    >
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      {/* changed: the original's <div className={styles.codeBlockContent}> with <pre> and buttons, kept until reached. */}
      <BlockContent contentKey={key} code={code} preClassName={preClassName}>
        {lines}
      </BlockContent>
    </Container>
  );
}
