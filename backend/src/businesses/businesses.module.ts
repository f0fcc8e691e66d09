import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HttpCacheFastPath } from '../cache/http-cache.fast-path.js';
import { HTTP_CACHE_TTL } from '../cache/http-cache.service.js';
import { BusinessAmenity } from './business-amenity.entity.js';
import { BusinessHours } from './business-hours.entity.js';
import { Business } from './business.entity.js';
import { BusinessesController } from './businesses.controller.js';
import { BusinessesRepository } from './businesses.repository.js';
import { BusinessesService } from './businesses.service.js';
import { SubmissionsService } from './submissions.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Business, BusinessHours, BusinessAmenity])],
  controllers: [BusinessesController],
  providers: [BusinessesRepository, BusinessesService, SubmissionsService],
  exports: [BusinessesRepository, BusinessesService],
})
export class BusinessesModule implements OnModuleInit {
  constructor(
    private readonly fastPath: HttpCacheFastPath,
    private readonly businesses: BusinessesService,
  ) {}

  /** `GET /api/businesses/{slug}` (BusinessesController.findOne) is also answered on a cache miss before Express. */
  onModuleInit(): void {
    this.fastPath.serveMisses({
      pattern: /^\/api\/businesses\/([^/]+)$/,
      ttlMs: HTTP_CACHE_TTL.detail,
      build: ([, slug]) => this.businesses.findBySlug(decodeURIComponent(slug)),
    });
  }
}
