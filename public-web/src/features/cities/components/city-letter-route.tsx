import { isLetterSegment } from '@directory/shared';
import { Navigate, useParams } from 'react-router-dom';
import { CitiesPage } from './cities-page';

/** /cities/{letter}: a single letter filters the directory; anything else goes back to /cities. */
export function CityLetterRoute() {
  const { letter = '' } = useParams();
  return isLetterSegment(letter) ? <CitiesPage letter={letter.toUpperCase()} /> : <Navigate to="/cities" replace />;
}
