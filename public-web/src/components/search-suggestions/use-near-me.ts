import { EMPTY_SEARCH, searchHref } from '@directory/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { askVisitorPosition } from './visitor-position';

const REFUSED = 'Location access was refused. Allow it in your browser, or type a city instead.';
const UNAVAILABLE = 'Your location is not available right now. Type a city instead.';

/** 'Near me': asks the browser where the visitor is, then searches `q` nearest first (docs/behaviour.md §10 sort=distance). */
export function useNearMe(): { locate: (q: string) => void; locating: boolean; message: string; clear: () => void } {
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState('');

  const locate = (q: string) => {
    setLocating(true);
    setMessage('');
    askVisitorPosition(
      (position) => {
        setLocating(false);
        navigate(searchHref({ ...EMPTY_SEARCH, q, ...position, sort: 'distance' }));
      },
      (failure) => {
        setLocating(false);
        setMessage(failure === 'refused' ? REFUSED : UNAVAILABLE);
      },
    );
  };

  return { locate, locating, message, clear: () => setMessage('') };
}
