import { Body, Controller, Delete, Get, Header, HttpCode, Ip, Param, Post, Put, Query } from '@nestjs/common';
import type { HelpfulVote, OwnReview, OwnerReply, ReviewPage, ReviewWritten, SuccessMessage } from '@directory/shared';
import { type AccountPrincipal, CurrentAccount, RequiresAccount } from '../accounts/account-principal.js';
import { Public } from '../auth/public.decorator.js';
import { HTTP_CACHE_TTL } from '../cache/http-cache.service.js';
import { HttpCached } from '../cache/http-cached.decorator.js';
import { RouteId } from '../common/id.pipe.js';
import {
  EditReviewDto,
  ListReviewsQueryDto,
  ReplyDto,
  ReportReviewDto,
  WriteReviewDto,
} from './dto/review-requests.dto.js';
import { ReviewReadsService } from './review-reads.service.js';
import { ReviewWritesService } from './review-writes.service.js';

/** docs/behaviour.md §13: a business's reviews, and what accounts write, vote, report and reply. */
@Controller('api')
export class ReviewsController {
  constructor(
    private readonly reads: ReviewReadsService,
    private readonly writes: ReviewWritesService,
  ) {}

  @Public()
  @Get('businesses/:slug/reviews')
  @HttpCached(HTTP_CACHE_TTL.detail)
  list(@Param('slug') slug: string, @Query() query: ListReviewsQueryDto): Promise<ReviewPage> {
    return this.reads.page(slug, query);
  }

  /** The signed-in account's own reviews, whatever their state, for `/account` (a rejection shows its reason). */
  @RequiresAccount()
  @Get('account/reviews')
  @Header('Cache-Control', 'private, no-store')
  mine(@CurrentAccount() account: AccountPrincipal): Promise<OwnReview[]> {
    return this.reads.ofAccount(account.id);
  }

  @RequiresAccount()
  @Post('businesses/:slug/reviews')
  write(
    @Param('slug') slug: string,
    @CurrentAccount() account: AccountPrincipal,
    @Body() body: WriteReviewDto,
    @Ip() ip: string,
  ): Promise<ReviewWritten> {
    return this.writes.write(slug, account, body, ip ?? null);
  }

  @RequiresAccount()
  @Put('reviews/:id')
  edit(
    @RouteId() id: number,
    @CurrentAccount() account: AccountPrincipal,
    @Body() body: EditReviewDto,
  ): Promise<ReviewWritten> {
    return this.writes.edit(id, account, body);
  }

  /** Its author, or an admin session (docs/behaviour.md §13). */
  @RequiresAccount({ orAdmin: true })
  @Delete('reviews/:id')
  remove(@RouteId() id: number, @CurrentAccount() account: AccountPrincipal | undefined): Promise<SuccessMessage> {
    return this.writes.delete(id, account ?? null);
  }

  @RequiresAccount()
  @Post('reviews/:id/helpful')
  @HttpCode(200)
  helpful(@RouteId() id: number, @CurrentAccount() account: AccountPrincipal): Promise<HelpfulVote> {
    return this.writes.toggleHelpful(id, account);
  }

  @RequiresAccount()
  @Post('reviews/:id/report')
  report(
    @RouteId() id: number,
    @CurrentAccount() account: AccountPrincipal,
    @Body() body: ReportReviewDto,
  ): Promise<SuccessMessage> {
    return this.writes.report(id, account, body);
  }

  @RequiresAccount()
  @Put('reviews/:id/reply')
  reply(
    @RouteId() id: number,
    @CurrentAccount() account: AccountPrincipal,
    @Body() { text }: ReplyDto,
  ): Promise<{ ownerReply: OwnerReply | null }> {
    return this.writes.reply(id, account, text);
  }

  @RequiresAccount()
  @Delete('reviews/:id/reply')
  removeReply(
    @RouteId() id: number,
    @CurrentAccount() account: AccountPrincipal,
  ): Promise<{ ownerReply: OwnerReply | null }> {
    return this.writes.reply(id, account, null);
  }
}
