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
import { slugify, splitBusinessSlug } from '@directory/shared';
import { toBusinessDetail } from './business.mappers.js';
import { BusinessesRepository } from './businesses.repository.js';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BUSINESS_NOT_FOUND = 'Business not found';
let BusinessesService = class BusinessesService {
    businesses;
    constructor(businesses) {
        this.businesses = businesses;
    }
    /**
     * CONTRACT §2: the exact slug, else the business whose name part it is when the
     * 6-character suffix is missing or wrong and that name part is unique. A name whose last
     * word has six characters looks suffixed, so the whole slug is tried as a name part first.
     */
    async findBySlug(param) {
        const lower = param.toLowerCase();
        const slug = slugify(param);
        const exact = (await this.businesses.findApprovedBySlug(lower)) ??
            (slug !== lower ? await this.businesses.findApprovedBySlug(slug) : null);
        if (exact)
            return toBusinessDetail(exact);
        const { namePart, suffix } = splitBusinessSlug(slug);
        for (const candidate of suffix ? [slug, namePart] : [slug]) {
            if (!SLUG.test(candidate))
                continue;
            const matches = await this.businesses.approvedSlugsWithNamePart(candidate);
            if (matches.length !== 1)
                continue;
            const found = await this.businesses.findApprovedBySlug(matches[0]);
            if (found)
                return toBusinessDetail(found);
        }
        throw new NotFoundException(BUSINESS_NOT_FOUND);
    }
};
BusinessesService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [BusinessesRepository])
], BusinessesService);
export { BusinessesService };
//# sourceMappingURL=businesses.service.js.map