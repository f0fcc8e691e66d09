import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { SiteSettings, SuccessMessage } from '@directory/shared';
import { Actor, type AdminActor } from '../auth/admin-principal.js';
import { Public } from '../auth/public.decorator.js';
import { SaveSiteSettingsDto } from './dto/save-site-settings.dto.js';
import { SettingsService } from './settings.service.js';

@Controller('api/admin/site-settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Every public page loads the site code. */
  @Public()
  @Get()
  get(): Promise<SiteSettings> {
    return this.settings.get();
  }

  @Post()
  @HttpCode(200)
  save(@Body() body: SaveSiteSettingsDto, @Actor() actor: AdminActor): Promise<SuccessMessage> {
    return this.settings.save(body, actor);
  }
}
