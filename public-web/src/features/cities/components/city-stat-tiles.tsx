import type { CityPage } from '@directory/shared';
import { HeaderStats } from '../../../components/stat-tile';
import { formatNumber } from '../../../lib/format';
import { BarChartIcon } from '../../../ui/icons/bar-chart';
import { LocationCityIcon } from '../../../ui/icons/location-city';
import { StorefrontIcon } from '../../../ui/icons/storefront';
import { cityTotals } from './city-directory';

export function CityStatTiles({ data, loading }: { data: CityPage | undefined; loading: boolean }) {
  const totals = cityTotals(data);
  return (
    <HeaderStats
      loading={loading}
      stats={[
        { label: 'Cities', value: formatNumber(totals.cities), icon: <LocationCityIcon /> },
        { label: 'Total Businesses', value: formatNumber(totals.businesses), icon: <StorefrontIcon /> },
        { label: 'Avg per City', value: formatNumber(totals.average), icon: <BarChartIcon /> },
      ]}
    />
  );
}
