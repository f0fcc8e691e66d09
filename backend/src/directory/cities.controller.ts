import { Controller, Get, Param, Query } from '@nestjs/common';
import type { CityDetail, CityPage } from '@directory/shared';
import { HTTP_CACHE_TTL } from '../cache/http-cache.service.js';
import { HttpCached } from '../cache/http-cached.decorator.js';
import { DirectoryService } from './directory.service.js';
import { CityListQueryDto } from './dto/city-list.query.dto.js';
import { PageQueryDto } from '../common/paging/page-query.dto.js';
import { Public } from '../auth/public.decorator.js';

@Public()
@Controller('api/cities')
export class CitiesController {
  constructor(private readonly directory: DirectoryService) {}

  @Get()
  @HttpCached(HTTP_CACHE_TTL.list)
  list(@Query() query: CityListQueryDto): Promise<CityPage> {
    return this.directory.cities(query);
  }

  @Get(':countryCode/:citySlug')
  @HttpCached(HTTP_CACHE_TTL.detail)
  findOne(
    @Param('countryCode') countryCode: string,
    @Param('citySlug') citySlug: string,
    @Query() query: PageQueryDto,
  ): Promise<CityDetail> {
    return this.directory.city(countryCode, citySlug, query);
  }
}
