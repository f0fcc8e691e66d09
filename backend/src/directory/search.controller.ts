import { Controller, Get, Query } from '@nestjs/common';
import type { SearchResult } from '@directory/shared';
import { HTTP_CACHE_TTL } from '../cache/http-cache.service.js';
import { HttpCached } from '../cache/http-cached.decorator.js';
import { SearchQueryDto } from './dto/search.query.dto.js';
import { SearchService } from './search.service.js';
import { Public } from '../auth/public.decorator.js';

@Public()
@Controller('api/search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @HttpCached(HTTP_CACHE_TTL.detail)
  find(@Query() query: SearchQueryDto): Promise<SearchResult> {
    return this.search.find(query);
  }
}
