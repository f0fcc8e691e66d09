var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable } from '@nestjs/common';
import { slugify } from '@directory/shared';
import { toBusinessCard } from '../businesses/business.mappers.js';
import { resolveCountryCode } from '../common/country-names.js';
import { pageSlice } from '../common/paging/page-slice.js';
import { SearchRepository } from './search.repository.js';
/** Search inputs are free text (spec §5); only this much of them is read. */
const MAX_TEXT = 200;
const MAX_WORDS = 5;
/**
 * `GET /api/search` (CONTRACT §3), over `search_postings` (one row per approved business and
 * word of its name or category; see the 1763800100000 migration).
 *
 * - Every word of `q` must be in the business's name or category. A word the directory does
 *   not hold is replaced by its nearest known word (pg_trgm similarity, the same word without
 *   accents first): "resturant" finds "restaurant", "muller" finds "müller". A word with no
 *   near match at all is ignored.
 * - `where` is resolved first, to a country (ISO code or name) or to cities (name, "City,
 *   Country", else the nearest city name), and filters the postings.
 * - Ranking: relevance (how many of the words are in the name, not only in the category),
 *   then review count, then id.
 * - One word: the page comes straight off the rank index and the total from the word's
 *   document count, so even "restaurant" (100 000 matches) costs a few index pages. More
 *   words: a join of their postings by business, starting from the rarest.
 */
let SearchService = class SearchService {
    search;
    constructor(search) {
        this.search = search;
    }
    async find(dto) {
        const q = (dto.q ?? '').slice(0, MAX_TEXT);
        const where = (dto.where ?? '').slice(0, MAX_TEXT);
        const [words, place] = await Promise.all([
            q.trim() ? this.search.words(q) : Promise.resolve([]),
            where.trim() ? this.resolvePlace(where) : Promise.resolve(null),
        ]);
        const known = distinctTerms(words).slice(0, MAX_WORDS);
        const nothing = (q.trim() && known.length === 0) || (where.trim() && place === null) || (known.length === 0 && place === null);
        const found = nothing
            ? { total: 0, ...pageSlice(0, dto), rows: [] }
            : known.length === 0
                ? await this.inPlace(place, dto)
                : await this.matching(known, place, dto);
        const { total, page, limit, totalPages, rows } = found;
        return { q, where, total, page, limit, totalPages, businesses: rows.map(toBusinessCard) };
    }
    async matching(terms, place, request) {
        const single = terms.length === 1 ? terms[0] : null;
        const page = (limit, offset) => single
            ? this.search.oneTermPage(single, place, limit, offset)
            : this.search.manyTermsPage(terms, place, limit, offset);
        const count = () => single ? this.search.oneTermCount(single.term, place) : this.search.manyTermsCount(terms, place);
        let slice = pageSlice(Number.MAX_SAFE_INTEGER, request);
        let ranked = await page(slice.limit, slice.offset);
        let total = ranked.total ?? (ranked.ids.length === 0 && slice.offset === 0 ? 0 : null);
        if (total === null || (ranked.ids.length === 0 && total > 0)) {
            total ??= await count();
            // A page past the last one shows the last one (CONTRACT §3 clamps out-of-range values).
            const clamped = pageSlice(total, request);
            if (clamped.offset !== slice.offset)
                ranked = await page(clamped.limit, clamped.offset);
            slice = clamped;
        }
        const result = pageSlice(total, { page: slice.page, limit: slice.limit });
        return { total, ...result, rows: await this.search.cards(ranked.ids) };
    }
    async inPlace(place, request) {
        const first = pageSlice(Number.MAX_SAFE_INTEGER, request);
        let { rows, total } = await this.search.placePage(place, first.limit, first.offset);
        let slice = first;
        if (rows.length === 0 && first.offset > 0) {
            total = (await this.search.placePage(place, 1, 0)).total;
            slice = pageSlice(total, request);
            rows = total > 0 ? (await this.search.placePage(place, slice.limit, slice.offset)).rows : [];
        }
        return { total, ...pageSlice(total, { page: slice.page, limit: slice.limit }), rows };
    }
    /** null when `where` names no known place. */
    async resolvePlace(where) {
        const text = where.trim();
        const country = resolveCountryCode(text);
        if (country)
            return { countryCode: country };
        const cities = await this.search.citiesBySlug(slugify(text));
        if (cities.length)
            return { cities };
        const comma = text.lastIndexOf(',');
        const inCountry = comma > 0 ? resolveCountryCode(text.slice(comma + 1)) : null;
        if (inCountry) {
            const cityText = text.slice(0, comma).trim();
            const exact = (await this.search.citiesBySlug(slugify(cityText))).filter((c) => c.countryCode === inCountry);
            if (exact.length)
                return { cities: exact };
            const near = await this.search.nearestCity(cityText, inCountry);
            return near ? { cities: [near] } : { countryCode: inCountry };
        }
        const near = await this.search.nearestCity(text, null);
        return near ? { cities: [near] } : null;
    }
};
SearchService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [SearchRepository])
], SearchService);
export { SearchService };
/** The terms the words stand for, each once (two misspellings of one word are one term). */
function distinctTerms(words) {
    const byTerm = new Map();
    for (const { term } of words)
        if (term)
            byTerm.set(term.term, term);
    return [...byTerm.values()];
}
//# sourceMappingURL=search.service.js.map