import { Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import type { ContactMessage, ContactMessageList, SuccessMessage, UnreadCount } from '@directory/shared';
import { Actor, type AdminActor } from '../auth/admin-principal.js';
import { RouteId } from '../common/id.pipe.js';
import { PageQueryDto } from '../common/paging/page-query.dto.js';
import { ContactService } from './contact.service.js';

/**
 * The back office's reading of what the contact form stored. Like every route not marked `@Public()`, each
 * handler here is behind the global AccessGuard: 401 without a session, 403 for a state change from a
 * foreign Origin (docs/behaviour.md §4).
 */
@Controller('api/admin/contact-messages')
export class ContactMessagesController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  list(@Query() query: PageQueryDto): Promise<ContactMessageList> {
    return this.contact.list(query);
  }

  // Declared before ':id', so the path is not read as an id.
  @Get('unread-count')
  unreadCount(): Promise<UnreadCount> {
    return this.contact.unreadCount();
  }

  @Get(':id')
  get(@RouteId() id: number): Promise<ContactMessage> {
    return this.contact.get(id);
  }

  @Post(':id/read')
  @HttpCode(200)
  markRead(@RouteId() id: number): Promise<ContactMessage> {
    return this.contact.setRead(id, true);
  }

  @Post(':id/unread')
  @HttpCode(200)
  markUnread(@RouteId() id: number): Promise<ContactMessage> {
    return this.contact.setRead(id, false);
  }

  @Delete(':id')
  delete(@RouteId() id: number, @Actor() actor: AdminActor): Promise<SuccessMessage> {
    return this.contact.delete(id, actor);
  }
}
