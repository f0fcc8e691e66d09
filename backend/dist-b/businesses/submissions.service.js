var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var SubmissionsService_1;
import { Injectable, Logger } from '@nestjs/common';
import { businessSlug, slugify } from '@directory/shared';
import { randomUUID } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import { Business } from './business.entity.js';
export const SUBMISSION_RECEIVED = 'Thank you! Your business has been submitted and will appear in the directory once it is approved.';
const UNIQUE_VIOLATION = '23505';
const ATTEMPTS = 3;
/**
 * Public submissions from `/upload`: stored unapproved (CONTRACT §0), so nothing public
 * changes until an admin approves them, and no summary or cache is touched here.
 */
let SubmissionsService = SubmissionsService_1 = class SubmissionsService {
    db;
    logger = new Logger(SubmissionsService_1.name);
    constructor(db) {
        this.db = db;
    }
    async submit(dto) {
        const repository = this.db.getRepository(Business);
        for (let attempt = 1;; attempt++) {
            const placeId = `submitted_${randomUUID().replaceAll('-', '')}`;
            try {
                const saved = await repository.save(repository.create({
                    name: dto.name,
                    slug: businessSlug(dto.name, placeId),
                    category: dto.category,
                    categorySlug: slugify(dto.category) || 'uncategorized',
                    address: dto.address,
                    city: dto.city,
                    citySlug: slugify(dto.city) || null,
                    countryCode: dto.countryCode,
                    phone: dto.phone ?? null,
                    website: dto.website ?? null,
                    description: dto.description ?? null,
                    rating: null,
                    reviewCount: 0,
                    placeId,
                    isApproved: false,
                    submitterEmail: dto.email,
                }));
                this.logger.log(`Business #${saved.id} submitted for review`);
                return { success: true, message: SUBMISSION_RECEIVED };
            }
            catch (error) {
                // A slug is name + a hash of the random place_id: a clash is rare and a new id fixes it.
                const clash = error instanceof QueryFailedError && error.driverError.code === UNIQUE_VIOLATION;
                if (!clash || attempt >= ATTEMPTS)
                    throw error;
            }
        }
    }
};
SubmissionsService = SubmissionsService_1 = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], SubmissionsService);
export { SubmissionsService };
//# sourceMappingURL=submissions.service.js.map