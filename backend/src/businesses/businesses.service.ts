import { Injectable, NotFoundException } from '@nestjs/common';
import { type PublicBusinessDetail, slugify, splitBusinessSlug } from '@directory/shared';
import { type BusinessDetailSource, toBusinessDetail } from './business.mappers.js';
import { ReviewReadsService } from '../reviews/review-reads.service.js';
import { BusinessesRepository } from './businesses.repository.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NEARBY_COUNT = 6;

export const BUSINESS_NOT_FOUND = 'Business not found';

@Injectable()
export class BusinessesService {
  constructor(
    private readonly businesses: BusinessesRepository,
    private readonly reviews: ReviewReadsService,
  ) {}

  /**
   * docs/behaviour.md §2: the exact slug, else the business whose name part it is when the
   * 6-character suffix is missing or wrong and that name part is unique. A name whose last
   * word has six characters looks suffixed, so the whole slug is tried as a name part first.
   */
  async findBySlug(param: string): Promise<PublicBusinessDetail> {
    const lower = param.toLowerCase();
    const slug = slugify(param);
    const exact =
      (await this.businesses.findApprovedBySlug(lower)) ??
      (slug !== lower ? await this.businesses.findApprovedBySlug(slug) : null);
    if (exact) return this.withNearby(exact);
    const { namePart, suffix } = splitBusinessSlug(slug);
    for (const candidate of suffix ? [slug, namePart] : [slug]) {
      if (!SLUG.test(candidate)) continue;
      const matches = await this.businesses.approvedSlugsWithNamePart(candidate);
      if (matches.length !== 1) continue;
      const found = await this.businesses.findApprovedBySlug(matches[0]);
      if (found) return this.withNearby(found);
    }
    throw new NotFoundException(BUSINESS_NOT_FOUND);
  }

  private async withNearby(business: BusinessDetailSource): Promise<PublicBusinessDetail> {
    const { latitude, longitude } = business;
    const [nearby, siteRating, owner] = await Promise.all([
      latitude === null || longitude === null
        ? []
        : this.businesses.nearestApproved(business.id, Number(latitude), Number(longitude), NEARBY_COUNT),
      this.reviews.siteRating(business.id),
      this.reviews.owner(business.id),
    ]);
    return toBusinessDetail(business, nearby, { siteRating, owner });
  }
}
