import type { BusinessDetail } from '@directory/shared';
import { lazy, Suspense, useEffect } from 'react';
import { useInView } from '../../../hooks/use-in-view';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/feedback';
import { Typography } from '../../../ui/typography';
import { LocationOffIcon } from '../../../ui/icons/location-off';
import { MapIcon } from '../../../ui/icons/map';
import { OpenInNewIcon } from '../../../ui/icons/open-in-new';
import { mapPlacement } from '../utils/map-position';
import { InfoCard } from './info-card';
import styles from './location-card.module.css';

const BusinessMap = lazy(() => import('./business-map'));

export function LocationCard({ business }: { business: BusinessDetail }) {
  const placement = mapPlacement(business.latitude, business.longitude);
  // Leaflet is loaded only once the card is about to scroll into view, and never on the server.
  const [mapBox, showMap] = useInView<HTMLDivElement>();

  useEffect(() => {
    if (placement.kind === 'invalid') {
      console.warn(`Invalid coordinates for ${business.slug}: ${business.latitude}, ${business.longitude}`);
    }
  }, [placement.kind, business.slug, business.latitude, business.longitude]);

  return (
    <InfoCard title="Location" icon={<MapIcon />}>
      {placement.kind === 'ok' ? (
        <>
          <div ref={mapBox}>
            {showMap ? (
              <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
                <BusinessMap position={placement.position} name={business.name} address={business.address} />
              </Suspense>
            ) : (
              <Skeleton variant="rounded" height={300} />
            )}
          </div>
          <Button
            href={`https://www.openstreetmap.org/?mlat=${placement.position.lat}&mlon=${placement.position.lng}#map=17/${placement.position.lat}/${placement.position.lng}`}
            target="_blank"
            rel="noopener noreferrer"
            size="small"
            endIcon={<OpenInNewIcon />}
            className={styles.larger}
          >
            Open larger map
          </Button>
        </>
      ) : (
        <div className={styles.unavailable}>
          <LocationOffIcon fontSize="large" />
          <Typography>Location not available</Typography>
        </div>
      )}
    </InfoCard>
  );
}
