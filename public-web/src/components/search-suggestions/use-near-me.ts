import { EMPTY_SEARCH, roundCoordinate, searchHref } from '@directory/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

const REFUSED = 'Location access was refused. Allow it in your browser, or type a city instead.';
/** GeolocationPositionError.PERMISSION_DENIED (the constant is absent where geolocation is). */
const PERMISSION_DENIED = 1;
const UNAVAILABLE = 'Your location is not available right now. Type a city instead.';

/** 'Near me': asks the browser where the visitor is, then searches `q` nearest first (docs/behaviour.md §10 sort=distance). */
export function useNearMe(): { locate: (q: string) => void; locating: boolean; message: string; clear: () => void } {
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState('');

  const locate = (q: string) => {
    if (!('geolocation' in navigator)) {
      setMessage(UNAVAILABLE);
      return;
    }
    setLocating(true);
    setMessage('');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const position = { lat: roundCoordinate(coords.latitude), lng: roundCoordinate(coords.longitude) };
        navigate(searchHref({ ...EMPTY_SEARCH, q, ...position, sort: 'distance' }));
      },
      (error) => {
        setLocating(false);
        setMessage(error.code === PERMISSION_DENIED ? REFUSED : UNAVAILABLE);
      },
      { maximumAge: 300_000, timeout: 10_000 },
    );
  };

  return { locate, locating, message, clear: () => setMessage('') };
}
