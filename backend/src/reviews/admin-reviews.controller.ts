import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import type { AdminReview, AdminReviewList, SuccessMessage } from '@directory/shared';
import { Actor, type AdminActor } from '../auth/admin-principal.js';
import { RouteId } from '../common/id.pipe.js';
import { AdminReviewsService } from './admin-reviews.service.js';
import { ListAdminReviewsQueryDto } from './dto/list-admin-reviews.query.dto.js';
import { RejectReviewDto } from './dto/review-requests.dto.js';

/** docs/behaviour.md §13's moderation calls; like every admin route, 401 without an admin session. */
@Controller('api/admin/reviews')
export class AdminReviewsController {
  constructor(private readonly reviews: AdminReviewsService) {}

  @Get()
  list(@Query() query: ListAdminReviewsQueryDto): Promise<AdminReviewList> {
    return this.reviews.list(query);
  }

  @Post(':id/publish')
  @HttpCode(200)
  publish(@RouteId() id: number, @Actor() actor: AdminActor): Promise<{ success: true; review: AdminReview }> {
    return this.reviews.publish(id, actor);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(
    @RouteId() id: number,
    @Body() { reason }: RejectReviewDto,
    @Actor() actor: AdminActor,
  ): Promise<{ success: true; review: AdminReview }> {
    return this.reviews.reject(id, reason, actor);
  }

  @Delete(':id')
  delete(@RouteId() id: number, @Actor() actor: AdminActor): Promise<SuccessMessage> {
    return this.reviews.delete(id, actor);
  }
}
