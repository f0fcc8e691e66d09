import { Controller, Get } from '@nestjs/common';
import type { HomepageData } from '@directory/shared';
import { HTTP_CACHE_TTL } from '../cache/http-cache.service.js';
import { HttpCached } from '../cache/http-cached.decorator.js';
import { DirectoryService } from './directory.service.js';
import { Public } from '../auth/public.decorator.js';

@Public()
@Controller('api/homepage-data')
export class HomepageController {
  constructor(private readonly directory: DirectoryService) {}

  @Get()
  @HttpCached(HTTP_CACHE_TTL.list)
  get(): Promise<Required<HomepageData>> {
    return this.directory.homepage();
  }
}
