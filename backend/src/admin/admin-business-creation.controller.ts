import { Body, Controller, Post } from '@nestjs/common';
import type { BusinessDetail } from '@directory/shared';
import { Actor, type AdminActor } from '../auth/admin-principal.js';
import { AdminBusinessCreationService } from './admin-business-creation.service.js';
import { UpdateBusinessDto } from './dto/update-business.dto.js';

/** `POST /api/admin/businesses` (docs/behaviour.md §4.2): 201 with the new business. */
@Controller('api/admin/businesses')
export class AdminBusinessCreationController {
  constructor(private readonly creation: AdminBusinessCreationService) {}

  @Post()
  create(@Body() body: UpdateBusinessDto, @Actor() actor: AdminActor): Promise<BusinessDetail> {
    return this.creation.create(body, actor);
  }
}
