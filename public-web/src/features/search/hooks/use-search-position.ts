import { changeSearch, searchHref, type SearchQuery } from '@directory/shared';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  askVisitorPosition,
  onRefusal,
  refusedThisSession,
  type PositionFailure,
} from '../../../components/search-suggestions/visitor-position';

/** `pizza near me`, `Near  me`: the words, not `nearmedia`. */
export const saysNearMe = (q: string): boolean => /(^|\s)near\s+me(\s|$)/i.test(q);

export type SearchPositionState = 'idle' | 'locating' | PositionFailure;

/** The server, and the first render in the browser, know of no refusal: the page hydrates as rendered. */
const noRefusalYet = () => false;

/**
 * A search that needs the visitor's position — `near me` typed, or 'Nearest' picked — without one in
 * the URL asks the browser once, then puts the rounded position in the URL (replacing the entry, so
 * Back does not ask again), nearest first. A refusal is remembered for the session and said on the page.
 */
export function useSearchPosition(query: SearchQuery): SearchPositionState {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const refused = useSyncExternalStore(onRefusal, refusedThisSession, noRefusalYet);
  // How the last request ended, for the search it was made for.
  const [outcome, setOutcome] = useState({ key: '', state: 'idle' as SearchPositionState });
  // What was last asked for: the same search without a position (after 'Near you ✕') is not asked again.
  const askedFor = useRef('');
  const currentSearch = useRef(search);

  const nearMe = saysNearMe(query.q);
  // The URL's own sort: without a position the query reads `distance` as relevance.
  const distancePicked = params.get('sort') === 'distance';
  const wanted = query.lat === null && (nearMe || distancePicked);
  const key = nearMe ? `near-me|${query.q.toLowerCase()}` : `distance|${query.q}|${query.where}`;

  useEffect(() => {
    currentSearch.current = search;
    if (!wanted) {
      if (query.lat === null) askedFor.current = '';
      return;
    }
    if (refused || askedFor.current === key) return;
    askedFor.current = key;
    askVisitorPosition(
      (position) => {
        setOutcome({ key, state: 'idle' });
        // The visitor went on to another search meanwhile: that one is not changed.
        if (currentSearch.current !== search) return;
        navigate(searchHref(changeSearch(query, { ...position, sort: 'distance' })), { replace: true });
      },
      (failure) => setOutcome({ key, state: failure }),
    );
  }, [wanted, refused, key, query, search, navigate]);

  if (!wanted) return 'idle';
  if (refused) return 'refused';
  return outcome.key === key ? outcome.state : 'locating';
}
