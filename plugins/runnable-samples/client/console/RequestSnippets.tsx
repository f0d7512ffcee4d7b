/**
 * The console's request in six languages (packages/api-requests: TypeScript with MedplumClient, curl, Python, C#,
 * Java and Go), as tabs whose choice every page remembers. Part of the console's chunk: nothing here loads before
 * a reader opens the console. Java and C# are highlighted by Prism components added on first use
 * (src/components/CodeLanguages/load-prism-languages.ts, shared with the guides' SdkHttpTabs).
 */
import React, { useEffect, useState } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {
  SNIPPET_LANGUAGES,
  requestSnippets,
  tokenSnippet,
  type ApiRequest,
  type Snippet,
} from '../../../../packages/api-requests';
import * as styles from './styles';
import { loadPrismLanguages as loadLanguages } from '../../../../src/components/CodeLanguages/load-prism-languages';

/** The tabs group of the six languages: a reader's choice is stored under this id and shown on every page. */
const LANGUAGE_GROUP_ID = 'request-language';

interface Props {
  /** Undefined when the console's body is not JSON. */
  request: ApiRequest | undefined;
  baseUrl: string;
  hasBody: boolean;
}

export default function RequestSnippets({ request, baseUrl, hasBody }: Props): JSX.Element {
  const [snippets, setSnippets] = useState<Snippet[]>();
  const [failed, setFailed] = useState('');
  const key = JSON.stringify(request ?? null);

  useEffect(() => {
    if (!request) return undefined;
    let live = true;
    // The snippets follow the form as the reader types, a moment after the last key.
    const timer = setTimeout(() => {
      Promise.all([requestSnippets(request, { baseUrl }), loadLanguages()]).then(
        ([made]) => {
          if (!live) return;
          setSnippets(made);
          setFailed('');
        },
        (error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)),
      );
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `key` stands for the request's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, baseUrl]);

  return (
    <section aria-label="The request in six languages">
      <h3 style={styles.heading}>The same request in six languages</h3>
      {!request ? (
        <p>
          {hasBody
            ? 'The body is not JSON, so no snippet can carry it. The console sends it as typed, and shows the server’s answer.'
            : 'Fill in the form to see the request in six languages.'}
        </p>
      ) : failed ? (
        <p role="alert">The snippets could not be made: {failed}</p>
      ) : snippets ? (
        <>
          <p style={styles.note}>
            Each reads an access token from the environment variable <code>MEDPLUM_TOKEN</code> (TypeScript signs in
            with <code>MEDPLUM_CLIENT_ID</code> and <code>MEDPLUM_CLIENT_SECRET</code>) and sends the request to{' '}
            <code>{baseUrl}</code>, where <code>npm run sandbox</code> in the site&apos;s repository serves this same
            in-memory server. Put your server&apos;s base URL in its place to run it there.
          </p>
          <Tabs groupId={LANGUAGE_GROUP_ID}>
            {snippets.map((snippet) => {
              const language = SNIPPET_LANGUAGES.find((entry) => entry.id === snippet.language);
              return (
                <TabItem key={snippet.language} value={snippet.language} label={language?.label ?? snippet.language}>
                  <CodeBlock language={language?.prism ?? 'text'}>{snippet.code}</CodeBlock>
                </TabItem>
              );
            })}
          </Tabs>
          <details>
            <summary>
              Getting <code>MEDPLUM_TOKEN</code>
            </summary>
            <p style={styles.note}>
              A client application signs in with its ID and secret (the client credentials grant). This sets the token
              in your shell; it reads the answer with <code>jq</code>.
            </p>
            <CodeBlock language="bash">{tokenSnippet({ baseUrl }).code}</CodeBlock>
          </details>
        </>
      ) : (
        <p>Writing the snippets…</p>
      )}
    </section>
  );
}
