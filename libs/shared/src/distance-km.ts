/** Mean Earth radius of the great-circle distance, in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Great-circle (haversine) distance in kilometres, rounded to 10 m, as a search card shows it
 * (docs/behaviour.md §3 `distanceKm`); null when either point is unknown.
 */
export function distanceKm(from: LatLng, to: { lat: number | null; lng: number | null }): number | null {
  if (to.lat === null || to.lng === null) return null;
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLng = (to.lng - from.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 100) / 100;
}
