/**
 * What the search bar needs only while its modal is open: the hits' links,
 * the see-all link, and the effects that correct the open modal's markup.
 * This module loads with DocSearch's modal (index.tsx), so pages whose
 * readers never search do not carry it.
 */
import React from 'react';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import type { DocSearchHit } from '../../client/docsearch-client';
import { useSelectedHitPreload } from './hitPreload';
import { useAccessibleModal } from './modalAccessibility';
import { useOfflineModal } from './offlineModal';
import ResultLink from './ResultLink';

export type Hit = Pick<DocSearchHit, 'url' | 'type'>;

/** A hit's link, which loads the hit's page only when the reader points at it or selects it (ResultLink.tsx). */
export function HitLink({ hit, children }: { hit: Hit; children: React.ReactNode }): JSX.Element {
  return <ResultLink to={hit.url}>{children}</ResultLink>;
}

export function ResultsFooter({
  state,
  onClose,
}: {
  state: { query: string; context: Record<string, unknown> };
  onClose: () => void;
}): JSX.Element {
  const createSearchLink = useSearchLinkCreator();
  // Like the hits, the search page's code loads when the reader points at the link, not when it shows.
  return (
    <ResultLink to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: String(state.context.nbHits ?? '') }}>
        {'See all {count} results'}
      </Translate>
    </ResultLink>
  );
}

/**
 * Rendered beside the open modal: corrects its ARIA, preloads the page of a
 * hit selected with the arrow keys and, offline, takes out the hosted
 * service's branding. Its effects end when the modal closes and it unmounts.
 */
export function OpenModalEffects({ root, local }: { root: HTMLElement; local: boolean }): null {
  useAccessibleModal(root, true);
  useSelectedHitPreload(root, true);
  useOfflineModal(root, local);
  return null;
}
