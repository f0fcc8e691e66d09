import type { BusinessCard } from '@directory/shared';
import { lazy, Suspense } from 'react';
import { useInView } from '../../../hooks/use-in-view';
import { Card, CardContent } from '../../../ui/surfaces';
import { Skeleton } from '../../../ui/feedback';
import { Typography } from '../../../ui/typography';
import styles from './results-map-card.module.css';

const ResultsMap = lazy(() => import('./results-map'));

const placeholder = <Skeleton variant="rounded" height={320} />;

/** Leaflet and its cluster plugin are fetched only when the map is about to scroll into view, never on the server. */
export function ResultsMapCard({ businesses }: { businesses: BusinessCard[] }) {
  const [mapBox, showMap] = useInView<HTMLDivElement>();
  return (
    <Card className={styles.card}>
      <CardContent>
        <Typography variant="overline" component="h2" color="text.secondary">
          On the map
        </Typography>
        <div ref={mapBox}>
          {showMap ? (
            <Suspense fallback={placeholder}>
              <ResultsMap businesses={businesses} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </CardContent>
    </Card>
  );
}
