export interface MapPosition {
  lat: number;
  lng: number;
}

export type MapPlacement = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'ok'; position: MapPosition };

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/**
 * docs/screens.md §5 Map: "if latitude or longitude is missing, 'Location not available' is shown … If not
 * numbers, no map is drawn and a warning is logged". Coordinates may arrive as numeric strings.
 */
export function mapPlacement(latitude: unknown, longitude: unknown): MapPlacement {
  if (isBlank(latitude) || isBlank(longitude)) return { kind: 'missing' };
  const lat = Number.parseFloat(String(latitude));
  const lng = Number.parseFloat(String(longitude));
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return { kind: 'invalid' };
  }
  return { kind: 'ok', position: { lat, lng } };
}
