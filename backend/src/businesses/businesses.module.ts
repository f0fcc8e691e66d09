import { ReviewsModule } from '../reviews/reviews.module.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataChangesModule } from '../data-changes/data-changes.module.js';
import { BusinessAmenity } from './business-amenity.entity.js';
import { BusinessHours } from './business-hours.entity.js';
import { Business } from './business.entity.js';
import { BusinessesController } from './businesses.controller.js';
import { BusinessesRepository } from './businesses.repository.js';
import { BusinessesService } from './businesses.service.js';
import { SubmissionsService } from './submissions.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Business, BusinessHours, BusinessAmenity]), DataChangesModule, ReviewsModule],
  controllers: [BusinessesController],
  providers: [BusinessesRepository, BusinessesService, SubmissionsService],
  exports: [BusinessesRepository, BusinessesService, SubmissionsService],
})
export class BusinessesModule {}
