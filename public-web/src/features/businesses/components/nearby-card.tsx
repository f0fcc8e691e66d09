import NearMeIcon from '@mui/icons-material/NearMe';
import { Link, List, ListItem, ListItemText } from '@mui/material';
import type { BusinessCard } from '@directory/shared';
import { Link as RouterLink } from 'react-router-dom';
import { InfoCard } from './info-card';

/** The closest approved businesses, as plain links so the server's HTML carries them for crawlers. */
export function NearbyCard({ businesses }: { businesses: BusinessCard[] }) {
  return (
    <InfoCard title="Nearby" icon={<NearMeIcon />}>
      <List dense disablePadding sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        {businesses.map((business) => (
          <ListItem key={business.id} disableGutters sx={{ pr: 2 }}>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/business/${business.slug}`} sx={{ overflowWrap: 'anywhere' }}>
                  {business.name}
                </Link>
              }
              secondary={[business.category, business.city].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </InfoCard>
  );
}
