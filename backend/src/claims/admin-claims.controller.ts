import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import type { AdminBusinessOwner, AdminChangeRequestList, AdminClaimList, SuccessMessage } from '@directory/shared';
import { Actor, type AdminActor } from '../auth/admin-principal.js';
import { RouteId } from '../common/id.pipe.js';
import { AdminClaimsService } from './admin-claims.service.js';
import { DecisionReasonDto, ListChangeRequestsQueryDto, ListClaimsQueryDto } from './dto/claim-requests.dto.js';

/** docs/behaviour.md §14's back-office calls; like every admin route, 401 without an admin session. */
@Controller('api/admin')
export class AdminClaimsController {
  constructor(private readonly decisions: AdminClaimsService) {}

  @Get('claims')
  claims(@Query() query: ListClaimsQueryDto): Promise<AdminClaimList> {
    return this.decisions.list(query);
  }

  @Post('claims/:id/approve')
  @HttpCode(200)
  approve(@RouteId() id: number, @Actor() actor: AdminActor): Promise<SuccessMessage> {
    return this.decisions.approve(id, actor);
  }

  @Post('claims/:id/reject')
  @HttpCode(200)
  reject(
    @RouteId() id: number,
    @Body() { reason }: DecisionReasonDto,
    @Actor() actor: AdminActor,
  ): Promise<SuccessMessage> {
    return this.decisions.reject(id, reason, actor);
  }

  @Get('businesses/:id/owner')
  owner(@RouteId() id: number): Promise<AdminBusinessOwner> {
    return this.decisions.owner(id);
  }

  @Delete('businesses/:id/owner')
  revoke(@RouteId() id: number, @Actor() actor: AdminActor): Promise<SuccessMessage> {
    return this.decisions.revokeOwner(id, actor);
  }

  @Get('change-requests')
  changeRequests(@Query() query: ListChangeRequestsQueryDto): Promise<AdminChangeRequestList> {
    return this.decisions.changeRequests(query);
  }

  @Post('change-requests/:id/approve')
  @HttpCode(200)
  approveChange(@RouteId() id: number, @Actor() actor: AdminActor): Promise<SuccessMessage> {
    return this.decisions.approveChange(id, actor);
  }

  @Post('change-requests/:id/reject')
  @HttpCode(200)
  rejectChange(
    @RouteId() id: number,
    @Body() { reason }: DecisionReasonDto,
    @Actor() actor: AdminActor,
  ): Promise<SuccessMessage> {
    return this.decisions.rejectChange(id, reason, actor);
  }
}
