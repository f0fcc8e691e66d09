import { Body, Controller, Ip, Post } from '@nestjs/common';
import type { SuccessMessage } from '@directory/shared';
import { RateLimit } from '../cache/rate-limit.guard.js';
import type { RateLimitRule } from '../cache/rate-limit.service.js';
import { ContactService } from './contact.service.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';
import { Public } from '../auth/public.decorator.js';

/** Per client IP: enough for a person who retries, too few for a spam run. */
export const CONTACT_LIMIT: RateLimitRule = { name: 'contact', limit: 5, windowMs: 10 * 60_000 };

@Public()
@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @RateLimit(CONTACT_LIMIT)
  create(@Body() dto: CreateContactMessageDto, @Ip() ip: string): Promise<SuccessMessage> {
    return this.contact.create(dto, ip ?? null);
  }
}
