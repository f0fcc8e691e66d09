import { Injectable, NotFoundException } from '@nestjs/common';
import { describeBusiness, type LegalPage, matchPageRoute, type PageRoute, pageTitle } from '@directory/shared';
import { BusinessesService } from '../businesses/businesses.service.js';
import { AppConfig } from '../config/app-config.js';
import { DirectoryService } from '../directory/directory.service.js';
import type { PageMeta } from './html-document.js';
import { absoluteImageUrl } from './absolute-image-url.js';
import { localBusinessJsonLd } from './local-business-json-ld.js';

const SITE_DESCRIPTION =
  'Search and browse local businesses worldwide by category, country and city: contact details, opening hours, maps and ratings.';
const LEGAL_TITLES: Record<LegalPage, string> = {
  'privacy-policy': 'Privacy Policy',
  'legal-notice': 'Legal Notice',
  'terms-of-service': 'Terms of Service (AGB)',
  'cookie-policy': 'Cookie Policy',
};
const NOT_FOUND: PageMeta = {
  status: 404,
  title: '404 Page Not Found',
  description: 'The page you are looking for does not exist.',
};

/** Title, description, canonical URL and structured data of one public route, from the same services as the API. */
@Injectable()
export class PageMetaService {
  constructor(
    private readonly config: AppConfig,
    private readonly directory: DirectoryService,
    private readonly businesses: BusinessesService,
  ) {}

  async forPath(pathname: string): Promise<PageMeta> {
    const route = matchPageRoute(pathname);
    try {
      const meta = await this.resolve(route);
      return { ...meta, canonical: meta.canonical ?? this.url(pathname) };
    } catch (error) {
      if (error instanceof NotFoundException) return NOT_FOUND;
      throw error;
    }
  }

  private async resolve(route: PageRoute): Promise<PageMeta> {
    const ok = (title: string, description = SITE_DESCRIPTION) => ({
      status: 200,
      title: pageTitle(title),
      description,
    });
    switch (route.kind) {
      case 'home':
        return { status: 200, title: pageTitle(), description: SITE_DESCRIPTION };
      case 'search':
        return { ...ok('Search'), canonical: this.url('/search') };
      case 'categories':
        return ok(
          'Business Categories',
          'Browse every business category of the directory, with business counts and ratings.',
        );
      case 'categories-letter':
        return ok(`Keywords beginning with ${route.letter}`);
      case 'category': {
        const c = await this.directory.category(route.slug, { page: 1, limit: 1 });
        return ok(
          `${c.category} Businesses`,
          `${c.businessCount} ${c.category} businesses in ${c.countryCount} countries.`,
        );
      }
      case 'countries':
        return ok('Countries', 'Businesses by country: counts of businesses, cities and categories.');
      case 'country': {
        const c = await this.directory.country(route.slug);
        return ok(
          `${c.country} Business Directory`,
          `${c.businessCount} businesses in ${c.cityCount} cities of ${c.country}.`,
        );
      }
      case 'country-cities': {
        const c = await this.directory.country(route.slug);
        return ok(`Cities in ${c.country}`, `All ${c.cityCount} cities of ${c.country} with businesses listed.`);
      }
      case 'cities':
        return ok('Cities Directory', 'Businesses by city, worldwide.');
      case 'cities-letter':
        return ok(`Cities beginning with ${route.letter}`);
      case 'city': {
        const c = await this.directory.city(route.countryCode, route.citySlug, { page: 1, limit: 1 });
        return ok(
          `${c.city}, ${c.country}`,
          `${c.businessCount} businesses in ${c.categoryCount} categories in ${c.city}, ${c.country}.`,
        );
      }
      case 'business':
        return this.business(route.slug);
      case 'contact':
        return ok('Contact Us');
      case 'upload':
        return ok('Upload Business', 'Submit a business to the directory; it appears after review.');
      case 'legal':
        return ok(LEGAL_TITLES[route.page]);
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
      description: truncate(text || `${b.name}, ${b.category} at ${b.address}${place ? `, ${place}` : ''}.`, 300),
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

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
