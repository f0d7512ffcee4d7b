import React from 'react';
import { SEARCH_INDEX_NOT_BUILT } from '../../client/texts';

/**
 * What the modal's error screen and /search say under the development server,
 * which has no search index: the sentence of client/texts.ts with its two
 * commands in code, each kept on one line.
 */
export default function IndexNotBuiltHelp(): JSX.Element {
  const [build, serve] = SEARCH_INDEX_NOT_BUILT.commands;
  const command = (text: string): JSX.Element => <code style={{ whiteSpace: 'nowrap' }}>{text}</code>;
  return (
    <>
      {SEARCH_INDEX_NOT_BUILT.help} {SEARCH_INDEX_NOT_BUILT.run} {command(build)}, {SEARCH_INDEX_NOT_BUILT.then}{' '}
      {command(serve)}.
    </>
  );
}
