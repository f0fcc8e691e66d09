import { Controller, Get, Query } from '@nestjs/common';
import type { ContactMessageList } from '@directory/shared';
import { PageQueryDto } from '../common/paging/page-query.dto.js';
import { ContactService } from './contact.service.js';

/** The back office's reading of what the contact form stored (needs a session like every non-public route). */
@Controller('api/admin/contact-messages')
export class ContactMessagesController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  list(@Query() query: PageQueryDto): Promise<ContactMessageList> {
    return this.contact.list(query);
  }
}
