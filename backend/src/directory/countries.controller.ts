import { Controller, Get, Param, Query } from '@nestjs/common';
import type { CityPage, CountryDetail, CountrySummary } from '@directory/shared';
import { HTTP_CACHE_TTL } from '../cache/http-cache.service.js';
import { HttpCached } from '../cache/http-cached.decorator.js';
import { DirectoryService } from './directory.service.js';
import { CityListQueryDto } from './dto/city-list.query.dto.js';
import { Public } from '../auth/public.decorator.js';

@Public()
@Controller('api/countries')
export class CountriesController {
  constructor(private readonly directory: DirectoryService) {}

  @Get()
  @HttpCached(HTTP_CACHE_TTL.list)
  list(): Promise<CountrySummary[]> {
    return this.directory.countries();
  }

  @Get(':slug')
  @HttpCached(HTTP_CACHE_TTL.detail)
  findOne(@Param('slug') slug: string): Promise<CountryDetail> {
    return this.directory.country(slug);
  }

  @Get(':slug/cities')
  @HttpCached(HTTP_CACHE_TTL.list)
  cities(@Param('slug') slug: string, @Query() query: CityListQueryDto): Promise<CityPage> {
    return this.directory.countryCities(slug, query);
  }
}
