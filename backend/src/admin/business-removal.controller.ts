import { Controller, Delete } from '@nestjs/common';
import type { SuccessMessage } from '@directory/shared';
import { Actor, type AdminActor } from '../auth/admin-principal.js';
import { RouteId } from '../common/id.pipe.js';
import { AdminBusinessesService } from './admin-businesses.service.js';

/** `DELETE /api/businesses/{id}` (docs/behaviour.md §4): outside /api/admin; not `@Public()`, so it needs a session. */
@Controller('api/businesses')
export class BusinessRemovalController {
  constructor(private readonly businesses: AdminBusinessesService) {}

  @Delete(':id')
  remove(@RouteId() id: number, @Actor() actor: AdminActor): Promise<SuccessMessage> {
    return this.businesses.deleteOne(id, actor);
  }
}
