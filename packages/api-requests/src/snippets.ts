/**
 * One request as code in six languages: TypeScript from the project's own MedplumClient generator, and curl,
 * Python, C#, Java and Go from httpsnippet-lite, each adjusted (adjust.ts) to read the token (from MEDPLUM_TOKEN,
 * or the variable the options name) as that language's users would and to print the response.
 */
import { HTTPSnippet } from 'httpsnippet-lite';
import { type Written, adjustCsharp, adjustCurl, adjustGo, adjustJava, adjustPython } from './adjust';
import { harRequest, queryObject } from './har';
import { type SnippetLanguage, SNIPPET_LANGUAGES } from './languages';
import { medplumClientSnippet } from './medplum-client';
import {
  type ApiRequest,
  type SnippetOptions,
  extraHeaders,
  hasBody,
  requestUrl,
  tokenVariableOf,
  variablesOf,
} from './request';

export interface Snippet {
  language: SnippetLanguage;
  code: string;
}

type LibraryLanguage = Exclude<SnippetLanguage, 'typescript'>;

/** The httpsnippet-lite target, client and options of each language, and its adjustment. */
const LIBRARY_TARGETS: Readonly<
  Record<
    LibraryLanguage,
    {
      target: string;
      client: string;
      options: Record<string, unknown>;
      adjust: (code: string, written: Written) => string;
    }
  >
> = {
  curl: { target: 'shell', client: 'curl', options: { prettifyJson: true, indent: '  ' }, adjust: adjustCurl },
  python: { target: 'python', client: 'requests', options: {}, adjust: adjustPython },
  csharp: { target: 'csharp', client: 'httpclient', options: {}, adjust: adjustCsharp },
  java: { target: 'java', client: 'nethttp', options: {}, adjust: adjustJava },
  go: { target: 'go', client: 'native', options: { checkErrors: true }, adjust: adjustGo },
};

/** What a `convert` call gives for one request: a string. */
function single(code: string | string[] | null, language: LibraryLanguage): string {
  if (typeof code !== 'string') throw new Error(`httpsnippet-lite wrote no ${language} snippet`);
  return code;
}

/** One language's snippet from httpsnippet-lite, adjusted. */
async function librarySnippet(
  request: ApiRequest,
  options: SnippetOptions | undefined,
  language: LibraryLanguage,
): Promise<string> {
  const { target, client, options: targetOptions, adjust } = LIBRARY_TARGETS[language];
  // Python's requests client writes a JSON body as a dict without escaping backslashes or line breaks: it gets
  // the body as text instead (`payload = "..."`), which adjustPython turns into a dict of its own.
  const har = harRequest(request, options, language === 'python' ? 'text/plain' : undefined);
  const snippet = new HTTPSnippet(har);
  const [prepared] = await snippet.requests;
  const code = single(await snippet.convert(target as never, client as never, targetOptions), language);
  const body = hasBody(request);
  return adjust(code.trimEnd(), {
    writtenUrl: prepared.fullUrl,
    url: requestUrl(request, options),
    ...(body ? { body: request.body, bodyText: har.postData?.text } : {}),
    query: queryObject(request),
    tokenVariable: tokenVariableOf(options),
    headers: extraHeaders(request),
    variables: variablesOf(request),
  });
}

/** The request in every language, in the order of SNIPPET_LANGUAGES. */
export async function requestSnippets(request: ApiRequest, options?: SnippetOptions): Promise<Snippet[]> {
  return Promise.all(
    SNIPPET_LANGUAGES.map(async ({ id }): Promise<Snippet> => ({
      language: id,
      code: id === 'typescript' ? medplumClientSnippet(request, options) : await librarySnippet(request, options, id),
    })),
  );
}
