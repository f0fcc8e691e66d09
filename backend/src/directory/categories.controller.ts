import { Controller, Get, Param, Query } from '@nestjs/common';
import type { CategoryDetail, CategorySummary } from '@directory/shared';
import { HTTP_CACHE_TTL } from '../cache/http-cache.service.js';
import { HttpCached } from '../cache/http-cached.decorator.js';
import { DirectoryService } from './directory.service.js';
import { LetterQueryDto } from './dto/letter.query.dto.js';
import { PageQueryDto } from '../common/paging/page-query.dto.js';
import { Public } from '../auth/public.decorator.js';

@Public()
@Controller('api/categories')
export class CategoriesController {
  constructor(private readonly directory: DirectoryService) {}

  @Get()
  @HttpCached(HTTP_CACHE_TTL.list)
  list(@Query() query: LetterQueryDto): Promise<CategorySummary[]> {
    return this.directory.categories(query.letter);
  }

  @Get(':slug')
  @HttpCached(HTTP_CACHE_TTL.detail)
  findOne(@Param('slug') slug: string, @Query() query: PageQueryDto): Promise<CategoryDetail> {
    return this.directory.category(slug, query);
  }
}
