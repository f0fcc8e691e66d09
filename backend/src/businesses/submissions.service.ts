import { Injectable, Logger } from '@nestjs/common';
import { businessSlug, slugify, type SuccessMessage } from '@directory/shared';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { DataChangesService } from '../data-changes/data-changes.service.js';
import { Business } from './business.entity.js';
import { SubmitBusinessDto } from './dto/submit-business.dto.js';
import { timeZoneOf } from '../common/time-zone-of.js';

export const SUBMISSION_RECEIVED =
  'Thank you! Your business has been submitted and will appear in the directory once it is approved.';

const UNIQUE_VIOLATION = '23505';
const ATTEMPTS = 3;

/**
 * Public submissions from `/upload`: stored unapproved (docs/behaviour.md §0), so nothing public
 * changes until an admin approves them; only the back office's completeness counts follow.
 */
@Injectable()
export class SubmissionsService {
  private readonly logger = new Logger(SubmissionsService.name);

  constructor(
    private readonly db: DataSource,
    private readonly changes: DataChangesService,
  ) {}

  async submit(dto: SubmitBusinessDto): Promise<SuccessMessage> {
    for (let attempt = 1; ; attempt++) {
      const placeId = `submitted_${randomUUID().replaceAll('-', '')}`;
      try {
        const saved = await this.db.transaction((m) => this.store(m, dto, placeId));
        this.logger.log(`Business #${saved.id} submitted for review`);
        return { success: true, message: SUBMISSION_RECEIVED };
      } catch (error) {
        // A slug is name + a hash of the random place_id: a clash is rare and a new id fixes it.
        const clash =
          error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION;
        if (!clash || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  private async store(m: EntityManager, dto: SubmitBusinessDto, placeId: string): Promise<Business> {
    const repository = m.getRepository(Business);
    const saved = await repository.save(
      repository.create({
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
        // The form asks for no coordinates: the country's main zone.
        timeZone: timeZoneOf({ latitude: null, longitude: null, countryCode: dto.countryCode }),
        submitterEmail: dto.email,
      }),
    );
    await this.changes.pendingRowAdded(m, saved.categorySlug);
    return saved;
  }
}
