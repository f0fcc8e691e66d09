import BarChartIcon from '@mui/icons-material/BarChart';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Grid } from '@mui/material';
import type { CitySummary } from '@directory/shared';
import { StatTile } from '../../../components/stat-tile';
import { formatNumber } from '../../../lib/format';
import { cityTotals } from './city-directory';

export function CityStatTiles({ cities, loading }: { cities: CitySummary[]; loading: boolean }) {
  const totals = cityTotals(cities);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatTile
          tone="glass"
          label="Cities"
          value={formatNumber(totals.cities)}
          icon={<LocationCityIcon />}
          loading={loading}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatTile
          tone="glass"
          label="Total Businesses"
          value={formatNumber(totals.businesses)}
          icon={<StorefrontIcon />}
          loading={loading}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatTile
          tone="glass"
          label="Avg per City"
          value={formatNumber(totals.average)}
          icon={<BarChartIcon />}
          loading={loading}
        />
      </Grid>
    </Grid>
  );
}
