import { Controller, Get, Query } from '@nestjs/common';
import type { ContactMessageList } from '@directory/shared';
import { ContactMessagesService } from './contact-messages.service.js';
import { PageQueryDto } from './dto/page-query.dto.js';

@Controller('api/admin/contact-messages')
export class ContactMessagesController {
  constructor(private readonly messages: ContactMessagesService) {}

  @Get()
  list(@Query() query: PageQueryDto): Promise<ContactMessageList> {
    return this.messages.list(query);
  }
}
