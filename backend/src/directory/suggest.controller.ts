import { Controller, Get, Query } from '@nestjs/common';
import type { SuggestResult } from '@directory/shared';
import { Public } from '../auth/public.decorator.js';
import { HTTP_CACHE_TTL } from '../cache/http-cache.service.js';
import { HttpCached } from '../cache/http-cached.decorator.js';
import { SuggestQueryDto } from './dto/suggest.query.dto.js';
import { SuggestService } from './suggest.service.js';

@Public()
@Controller('api/suggest')
export class SuggestController {
  constructor(private readonly suggestions: SuggestService) {}

  @Get()
  @HttpCached(HTTP_CACHE_TTL.detail)
  suggest(@Query() query: SuggestQueryDto): Promise<SuggestResult> {
    return this.suggestions.suggest(query);
  }
}
