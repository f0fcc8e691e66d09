import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import type { PublicBusinessDetail, SuccessMessage } from '@directory/shared';
import { HTTP_CACHE_TTL } from '../cache/http-cache.service.js';
import { HttpCached } from '../cache/http-cached.decorator.js';
import { RateLimit } from '../cache/rate-limit.guard.js';
import type { RateLimitRule } from '../cache/rate-limit.service.js';
import { BusinessesService } from './businesses.service.js';
import { SubmitBusinessDto } from './dto/submit-business.dto.js';
import { SubmissionsService } from './submissions.service.js';
import { Public } from '../auth/public.decorator.js';

/** Per client IP: a few honest submissions an hour, not a flood of spam rows for the admins. */
export const SUBMISSION_LIMIT: RateLimitRule = { name: 'business-submission', limit: 5, windowMs: 60 * 60_000 };

@Public()
@Controller('api/businesses')
export class BusinessesController {
  constructor(
    private readonly businesses: BusinessesService,
    private readonly submissions: SubmissionsService,
  ) {}

  @Post('submit')
  @RateLimit(SUBMISSION_LIMIT)
  submit(@Body() dto: SubmitBusinessDto): Promise<SuccessMessage> {
    return this.submissions.submit(dto);
  }

  @Get(':slug')
  @HttpCached(HTTP_CACHE_TTL.detail)
  findOne(@Param('slug') slug: string): Promise<PublicBusinessDetail> {
    return this.businesses.findBySlug(slug);
  }
}
