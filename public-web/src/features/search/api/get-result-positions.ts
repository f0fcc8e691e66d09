import { PAGE_READS, QUERY_CACHE, type BusinessCard } from '@directory/shared';
import { useQueries } from '@tanstack/react-query';
import { directoryQuery } from '../../../lib/directory-query';

export interface ResultPosition {
  business: BusinessCard;
  lat: number;
  lng: number;
}

const validPosition = (lat: number | null, lng: number | null) =>
  lat !== null &&
  lng !== null &&
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lng) <= 180;

/**
 * Where the businesses of one results page are. A card carries no coordinates (docs/behaviour.md §3), so
 * each business's detail is read, under the business page's own query key: a visitor who then
 * opens one finds it already loaded. Those without valid coordinates are left out.
 */
export function useResultPositions(businesses: BusinessCard[]): ResultPosition[] {
  return useQueries({
    queries: businesses.map((business) =>
      directoryQuery(PAGE_READS.business(business.slug), QUERY_CACHE.detailStaleMs),
    ),
    combine: (results) =>
      results.flatMap((result, i) => {
        const detail = result.data;
        const business = businesses[i];
        if (!detail || !business) return [];
        const lat = detail.latitude === null ? null : Number(detail.latitude);
        const lng = detail.longitude === null ? null : Number(detail.longitude);
        return validPosition(lat, lng) ? [{ business, lat: lat as number, lng: lng as number }] : [];
      }),
  });
}
