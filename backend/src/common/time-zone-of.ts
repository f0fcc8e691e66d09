import tzlookup from '@photostructure/tz-lookup';
import { countryTimeZone } from '@directory/shared';

export interface TimeZoneSource {
  latitude: number | null;
  longitude: number | null;
  countryCode: string | null;
}

/**
 * docs/behaviour.md §3 `timeZone`: the IANA zone at the coordinates, else the country's main zone, else
 * null. Out at sea tz-lookup answers a nautical `Etc/GMT±n` zone; a business is not at sea, so
 * those mean the coordinates are off and the country knows better.
 */
export function timeZoneOf({ latitude, longitude, countryCode }: TimeZoneSource): string | null {
  if (latitude !== null && longitude !== null) {
    try {
      const zone = tzlookup(latitude, longitude);
      if (!zone.startsWith('Etc/')) return zone;
    } catch {
      // Out-of-range coordinates (tz-lookup throws): the country decides.
    }
  }
  return countryTimeZone(countryCode);
}
