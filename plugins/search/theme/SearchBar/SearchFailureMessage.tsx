import React from 'react';
import type { SearchFailure } from '../../../../packages/search/browser';
import { SEARCH_ERROR, SEARCH_INDEX_NOT_BUILT } from '../../client/texts';

/** The sentence of client/texts.ts with its two commands in code, each kept on one line. */
function IndexNotBuiltHelp(): JSX.Element {
  const [build, serve] = SEARCH_INDEX_NOT_BUILT.commands;
  const command = (text: string): JSX.Element => <code style={{ whiteSpace: 'nowrap' }}>{text}</code>;
  return (
    <>
      {SEARCH_INDEX_NOT_BUILT.help} {SEARCH_INDEX_NOT_BUILT.run} {command(build)}, {SEARCH_INDEX_NOT_BUILT.then}{' '}
      {command(serve)}.
    </>
  );
}

export interface SearchFailureMessageProps {
  failure: SearchFailure;
  /** Class names of the alert, its title and its help text: the modal and /search style them their own way. */
  classNames: { alert: string; title: string; help?: string };
  /** Texts configured for DocSearch's error screen, which replace SEARCH_ERROR in the modal. */
  unavailableTexts?: { titleText?: string; helpText?: string };
}

/**
 * What the modal's error screen and /search say when a search fails: the
 * texts of client/texts.ts, or, under the development server, which has no
 * search index, how to build one.
 */
export default function SearchFailureMessage({
  failure,
  classNames,
  unavailableTexts,
}: SearchFailureMessageProps): JSX.Element {
  const notBuilt = failure === 'index-not-built';
  return (
    <div className={classNames.alert} role="alert">
      <p className={classNames.title}>
        {notBuilt ? SEARCH_INDEX_NOT_BUILT.title : (unavailableTexts?.titleText ?? SEARCH_ERROR.title)}
      </p>
      <p className={classNames.help}>
        {notBuilt ? <IndexNotBuiltHelp /> : (unavailableTexts?.helpText ?? SEARCH_ERROR.help)}
      </p>
    </div>
  );
}
