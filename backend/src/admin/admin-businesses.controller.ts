import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import type {
  AdminBusinessList,
  BusinessApprovalResult,
  BusinessDetail,
  DeleteBusinessesResult,
  ToggleApprovalResult,
} from '@directory/shared';
import { Actor, type AdminActor } from '../auth/admin-principal.js';
import { RouteId } from '../common/id.pipe.js';
import { AdminBusinessesService } from './admin-businesses.service.js';
import { BusinessApprovalDto } from './dto/business-approval.dto.js';
import { DeleteBusinessesQueryDto } from './dto/delete-businesses.query.dto.js';
import { ListAdminBusinessesQueryDto } from './dto/list-admin-businesses.query.dto.js';
import { UpdateBusinessDto } from './dto/update-business.dto.js';

@Controller('api/admin/businesses')
export class AdminBusinessesController {
  constructor(private readonly businesses: AdminBusinessesService) {}

  @Get()
  list(@Query() query: ListAdminBusinessesQueryDto): Promise<AdminBusinessList> {
    return this.businesses.list(query);
  }

  /** Before `:id` routes so "approval" is never read as an id; a session and a same-site Origin, as every admin route. */
  @Post('approval')
  @HttpCode(200)
  setApproval(@Body() body: BusinessApprovalDto, @Actor() actor: AdminActor): Promise<BusinessApprovalResult> {
    return this.businesses.setApproval(body, actor);
  }

  @Get(':id')
  get(@RouteId() id: number): Promise<BusinessDetail> {
    return this.businesses.get(id);
  }

  @Put(':id')
  update(@RouteId() id: number, @Body() body: UpdateBusinessDto, @Actor() actor: AdminActor): Promise<BusinessDetail> {
    return this.businesses.update(id, body, actor);
  }

  @Post(':id/toggle-approval')
  @HttpCode(200)
  toggleApproval(@RouteId() id: number, @Actor() actor: AdminActor): Promise<ToggleApprovalResult> {
    return this.businesses.toggleApproval(id, actor);
  }

  @Delete()
  deleteMany(@Query() query: DeleteBusinessesQueryDto, @Actor() actor: AdminActor): Promise<DeleteBusinessesResult> {
    return this.businesses.deleteMany(query, actor);
  }
}
