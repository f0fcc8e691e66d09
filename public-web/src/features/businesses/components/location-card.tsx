import LocationOffIcon from '@mui/icons-material/LocationOff';
import MapIcon from '@mui/icons-material/Map';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import type { BusinessDetail } from '@directory/shared';
import { lazy, Suspense, useEffect } from 'react';
import { useInView } from '../../../hooks/use-in-view';
import { mapPlacement } from '../utils/map-position';
import { InfoCard } from './info-card';

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
          <Box ref={mapBox}>
            {showMap ? (
              <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
                <BusinessMap position={placement.position} name={business.name} address={business.address} />
              </Suspense>
            ) : (
              <Skeleton variant="rounded" height={300} />
            )}
          </Box>
          <Button
            href={`https://www.openstreetmap.org/?mlat=${placement.position.lat}&mlon=${placement.position.lng}#map=17/${placement.position.lat}/${placement.position.lng}`}
            target="_blank"
            rel="noopener noreferrer"
            size="small"
            endIcon={<OpenInNewIcon />}
            sx={{ mt: 1.5 }}
          >
            Open larger map
          </Button>
        </>
      ) : (
        <Box
          sx={{
            height: 300,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            alignContent: 'center',
            gap: 1,
            bgcolor: 'grey.50',
            border: 1,
            borderColor: 'divider',
            borderStyle: 'dashed',
            color: 'text.secondary',
          }}
        >
          <LocationOffIcon fontSize="large" />
          <Typography>Location not available</Typography>
        </Box>
      )}
    </InfoCard>
  );
}
