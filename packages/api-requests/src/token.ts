/** How a reader gets the token every snippet but the TypeScript one reads from MEDPLUM_TOKEN (or the options' variable). */
import { shellQuote } from './literals';
import { type SnippetOptions, baseUrlOf, tokenVariableOf } from './request';
import type { Snippet } from './snippets';

/**
 * A shell command that signs in with the client credentials grant (the client application's ID and secret from
 * MEDPLUM_CLIENT_ID and MEDPLUM_CLIENT_SECRET) and exports the access token as MEDPLUM_TOKEN, or as the variable
 * the options name. It reads the token from the JSON answer with jq.
 */
export function tokenSnippet(options?: SnippetOptions): Snippet {
  const url = `${baseUrlOf(options)}oauth2/token`;
  return {
    language: 'curl',
    code: [
      `export ${tokenVariableOf(options)}=$(curl --silent --request POST ${shellQuote(url)} \\`,
      '  --data-urlencode grant_type=client_credentials \\',
      '  --data-urlencode "client_id=$MEDPLUM_CLIENT_ID" \\',
      '  --data-urlencode "client_secret=$MEDPLUM_CLIENT_SECRET" \\',
      '  | jq --raw-output .access_token)',
      '',
    ].join('\n'),
  };
}
