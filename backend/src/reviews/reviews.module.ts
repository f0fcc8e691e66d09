import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AdminReviewsController } from './admin-reviews.controller.js';
import { AdminReviewsService } from './admin-reviews.service.js';
import { ReviewReadsService } from './review-reads.service.js';
import { ReviewWritesService } from './review-writes.service.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';

/** The directory's own reviews (docs/behaviour.md §13). */
@Module({
  imports: [AuditModule, SettingsModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [ReviewsRepository, ReviewReadsService, ReviewWritesService, AdminReviewsService],
  exports: [ReviewReadsService, ReviewsRepository],
})
export class ReviewsModule {}
