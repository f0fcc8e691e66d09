var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable, NotFoundException } from '@nestjs/common';
import { describeBusiness, matchPageRoute } from '@directory/shared';
import { BusinessesService } from '../businesses/businesses.service.js';
import { AppConfig } from '../config/app-config.js';
import { DirectoryService } from '../directory/directory.service.js';
import { localBusinessJsonLd } from './local-business-json-ld.js';
const SITE = 'Global Business Directory';
const SITE_DESCRIPTION = 'Search and browse local businesses worldwide by category, country and city: contact details, opening hours, maps and ratings.';
const LEGAL_TITLES = {
    'privacy-policy': 'Privacy Policy',
    'legal-notice': 'Legal Notice',
    'terms-of-service': 'Terms of Service (AGB)',
    'cookie-policy': 'Cookie Policy',
};
const NOT_FOUND = {
    status: 404,
    title: '404 Page Not Found',
    description: 'The page you are looking for does not exist.',
};
/** Title, description, canonical URL and structured data of one public route, from the same services as the API. */
let PageMetaService = class PageMetaService {
    config;
    directory;
    businesses;
    constructor(config, directory, businesses) {
        this.config = config;
        this.directory = directory;
        this.businesses = businesses;
    }
    async forPath(pathname) {
        const route = matchPageRoute(pathname);
        try {
            const meta = await this.resolve(route);
            return { ...meta, canonical: meta.canonical ?? this.url(pathname) };
        }
        catch (error) {
            if (error instanceof NotFoundException)
                return NOT_FOUND;
            throw error;
        }
    }
    async resolve(route) {
        const ok = (title, description = SITE_DESCRIPTION) => ({
            status: 200,
            title: `${title} – ${SITE}`,
            description,
        });
        switch (route.kind) {
            case 'home':
                return { status: 200, title: `${SITE} – Find Local Businesses Worldwide`, description: SITE_DESCRIPTION };
            case 'search':
                return { ...ok('Search'), canonical: this.url('/search') };
            case 'categories':
                return ok('Business Categories', 'Browse every business category of the directory, with business counts and ratings.');
            case 'categories-letter':
                return ok(`Keywords beginning with ${route.letter}`);
            case 'category': {
                const c = await this.directory.category(route.slug, { page: 1, limit: 1 });
                return ok(`${c.category} Businesses`, `${c.businessCount} ${c.category} businesses in ${c.countryCount} countries.`);
            }
            case 'countries':
                return ok('Countries', 'Businesses by country: counts of businesses, cities and categories.');
            case 'country': {
                const c = await this.directory.country(route.slug);
                return ok(`${c.country} Business Directory`, `${c.businessCount} businesses in ${c.cityCount} cities of ${c.country}.`);
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
                return ok(`${c.city}, ${c.country}`, `${c.businessCount} businesses in ${c.categoryCount} categories in ${c.city}, ${c.country}.`);
            }
            case 'business':
                return this.business(route.slug);
            case 'contact':
                return ok('Contact Us');
            case 'upload':
                return ok('Add Your Business', 'Submit a business to the directory; it appears after review.');
            case 'legal':
                return ok(LEGAL_TITLES[route.page]);
            case 'not-found':
                throw new NotFoundException();
        }
    }
    async business(slug) {
        const b = await this.businesses.findBySlug(slug);
        const url = this.url(`/business/${b.slug}`);
        const described = describeBusiness(b.description, b.category);
        const text = described.kind === 'text' ? described.text : described.lines.map((l) => `${l.label}: ${l.value}`).join(', ');
        const place = [b.city, b.country].filter(Boolean).join(', ');
        return {
            status: 200,
            title: `${b.name} – ${b.category}${b.city ? ` in ${b.city}` : ''} – ${SITE}`,
            description: truncate(text || `${b.name}, ${b.category} at ${b.address}${place ? `, ${place}` : ''}.`, 300),
            canonical: url,
            image: b.imageUrl,
            type: 'business.business',
            jsonLd: localBusinessJsonLd(b, url),
        };
    }
    url(pathname) {
        return `${this.config.publicBaseUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
    }
};
PageMetaService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [AppConfig,
        DirectoryService,
        BusinessesService])
], PageMetaService);
export { PageMetaService };
function truncate(text, max) {
    return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
//# sourceMappingURL=page-meta.service.js.map