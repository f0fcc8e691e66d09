import { Injectable, NotFoundException } from '@nestjs/common';
import { describeBusiness, type LegalPage, matchPageRoute, type PageRoute, pageTitle } from '@directory/shared';
import { BusinessesService } from '../businesses/businesses.service.js';
import { countryName, resolveCountryCode } from '../common/country-names.js';
import { AppConfig } from '../config/app-config.js';
import { DirectoryService } from '../directory/directory.service.js';
import type { PageMeta } from './html-document.js';
import { absoluteImageUrl } from './absolute-image-url.js';
import { localBusinessJsonLd } from './local-business-json-ld.js';
import {
  businessDescription,
  categoriesDescription,
  categoryDescription,
  citiesDescription,
  citiesLetterDescription,
  cityDescription,
  countriesDescription,
  countryCitiesDescription,
  countryDescription,
  homeDescription,
  LEGAL_DESCRIPTIONS,
  searchDescription,
  STATIC_DESCRIPTIONS,
} from './page-descriptions.js';

const LEGAL_TITLES: Record<LegalPage, string> = {
  'privacy-policy': 'Privacy Policy',
  'legal-notice': 'Legal Notice',
  'terms-of-service': 'Terms of Service',
  'cookie-policy': 'Cookie Policy',
};
const NOT_FOUND: PageMeta = {
  status: 404,
  title: pageTitle('Page not found'),
  description: STATIC_DESCRIPTIONS.notFound,
};

/** Title, description, canonical URL and structured data of one public route, from the same services as the API. */
@Injectable()
export class PageMetaService {
  constructor(
    private readonly config: AppConfig,
    private readonly directory: DirectoryService,
    private readonly businesses: BusinessesService,
  ) {}

  /** `location`: the request's path and query (the search page describes what was searched). */
  async forPath(location: URL): Promise<PageMeta> {
    const route = matchPageRoute(location.pathname);
    try {
      const meta = await this.resolve(route, location.searchParams);
      return { ...meta, canonical: meta.canonical ?? this.url(location.pathname) };
    } catch (error) {
      if (error instanceof NotFoundException) return NOT_FOUND;
      throw error;
    }
  }

  private async resolve(route: PageRoute, query: URLSearchParams): Promise<PageMeta> {
    const ok = (title: string | undefined, description: string) => ({
      status: 200,
      title: pageTitle(title),
      description,
    });
    switch (route.kind) {
      case 'home':
        return ok(undefined, homeDescription(await this.directory.totals()));
      case 'search': {
        const description = searchDescription(
          await this.directory.totals(),
          query.get('q') ?? '',
          query.get('where') ?? '',
        );
        return { ...ok('Search', description), canonical: this.url('/search') };
      }
      case 'categories':
        return ok('Business Categories', categoriesDescription(await this.directory.categories()));
      case 'categories-letter':
        return ok(
          `Categories beginning with ${route.letter}`,
          categoriesDescription(await this.directory.categories(route.letter), route.letter),
        );
      case 'category': {
        const c = await this.directory.category(route.slug, { page: 1, limit: 1 });
        return ok(`${c.category} Businesses`, categoryDescription(c));
      }
      case 'countries':
        return ok('Countries', countriesDescription(await this.directory.countries()));
      case 'country': {
        const c = await this.directory.country(route.slug);
        return ok(`${c.country} Business Directory`, countryDescription(c));
      }
      case 'country-cities': {
        const page = await this.directory.countryCities(route.slug, { page: 1, limit: 1 });
        const country = countryName(resolveCountryCode(route.slug) ?? route.slug).name;
        return ok(`Cities in ${country}`, countryCitiesDescription(country, page));
      }
      case 'cities':
        return ok('Cities Directory', citiesDescription(await this.directory.totals()));
      case 'cities-letter': {
        const page = await this.directory.cities({ letter: route.letter, page: 1, limit: 3 });
        return ok(`Cities beginning with ${route.letter}`, citiesLetterDescription(route.letter, page));
      }
      case 'city': {
        const c = await this.directory.city(route.countryCode, route.citySlug, { page: 1, limit: 1 });
        return ok(`${c.city}, ${c.country}`, cityDescription(c));
      }
      case 'business':
        return this.business(route.slug);
      case 'contact':
        return ok('Contact Us', STATIC_DESCRIPTIONS.contact);
      case 'upload':
        return ok('Upload Business', STATIC_DESCRIPTIONS.upload);
      case 'legal':
        return ok(LEGAL_TITLES[route.page], LEGAL_DESCRIPTIONS[route.page]);
      case 'not-found':
        throw new NotFoundException();
    }
  }

  private async business(slug: string): Promise<PageMeta> {
    const b = await this.businesses.findBySlug(slug);
    const url = this.url(`/business/${b.slug}`);
    const described = describeBusiness(b.description, b.category);
    const text =
      described.kind === 'text' ? described.text : described.lines.map((l) => `${l.label}: ${l.value}`).join(', ');
    const place = [b.city, b.country].filter(Boolean).join(', ');
    const image = absoluteImageUrl(b.imageUrl, this.config.publicBaseUrl);
    return {
      status: 200,
      title: pageTitle(`${b.name} – ${b.category}`),
      description: businessDescription({ name: b.name, category: b.category, place, text }),
      canonical: url,
      image,
      type: 'business.business',
      jsonLd: localBusinessJsonLd({ ...b, imageUrl: image }, url),
    };
  }

  private url(pathname: string): string {
    return `${this.config.publicBaseUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  }
}
