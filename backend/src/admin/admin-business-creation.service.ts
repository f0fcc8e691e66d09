import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { type BusinessDetail, slugify } from '@directory/shared';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminActor } from '../auth/admin-principal.js';
import { timeZoneOf } from '../common/time-zone-of.js';
import { DataChangesService } from '../data-changes/data-changes.service.js';
import { toAdminBusinessDetail } from './admin-business.mapper.js';
import { AdminBusinessesRepository } from './admin-businesses.repository.js';
import { UpdateBusinessDto } from './dto/update-business.dto.js';
import { uniqueSlug } from './slug-repair.service.js';

/** docs/behaviour.md §4.2: what a new business needs; the rest may be filled in later. */
const REQUIRED = ['name', 'category', 'address', 'countryCode'] as const;

/** 'Yeni işletme': a business entered by hand in the back office. */
@Injectable()
export class AdminBusinessCreationService {
  constructor(
    private readonly db: DataSource,
    private readonly businesses: AdminBusinessesRepository,
    private readonly changes: DataChangesService,
    private readonly audit: AuditService,
  ) {}

  async create(dto: UpdateBusinessDto, { admin, ip }: AdminActor): Promise<BusinessDetail> {
    const missing = REQUIRED.filter((field) => !dto[field]);
    if (missing.length > 0) {
      const errors = Object.fromEntries(missing.map((field) => [field, `${field} must not be empty`]));
      throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: Object.values(errors), errors });
    }
    const name = dto.name as string;
    const category = dto.category as string;
    const countryCode = dto.countryCode as string;
    const placeId = dto.placeId ?? `manual_${randomUUID().replaceAll('-', '')}`;
    const detail = await this.db.transaction(async (m) => {
      if (await this.businesses.placeIdTaken(m, placeId)) throw placeIdTaken();
      const slug = dto.slug ?? (await uniqueSlug(name, placeId, (s) => this.businesses.slugTaken(m, s, 0)));
      const id = await this.businesses.insert(
        m,
        {
          name,
          slug,
          category,
          categorySlug: slugify(category) || 'uncategorized',
          address: dto.address as string,
          city: dto.city || null,
          citySlug: dto.city ? slugify(dto.city) || null : null,
          countryCode,
          phone: dto.phone ?? null,
          website: dto.website ?? null,
          imageUrl: dto.imageUrl ?? null,
          description: dto.description ?? null,
          rating: dto.rating ?? null,
          reviewCount: dto.reviewCount ?? 0,
          latitude: dto.latitude ?? null,
          longitude: dto.longitude ?? null,
          placeId,
          isApproved: dto.isApproved ?? false,
          timeZone: timeZoneOf({ latitude: dto.latitude ?? null, longitude: dto.longitude ?? null, countryCode }),
        },
        dto.hours ?? [],
        dto.amenities ?? [],
      );
      await this.changes.rowChanged(m, null, await this.businesses.lockState(m, id));
      const found = await this.businesses.detail(m, id);
      if (!found) throw new Error(`Business ${id} vanished inside its own transaction`);
      return toAdminBusinessDetail(found.business, found.hours, found.amenities);
    });
    await this.audit.record(admin, 'business.created', { id: detail.id, name: detail.name }, ip);
    return detail;
  }
}

/** As an edit answers a taken place_id. */
function placeIdTaken(): ConflictException {
  return new ConflictException('Another business already has this place_id');
}
