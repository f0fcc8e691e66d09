import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactMessage as ContactMessageView, ContactMessageList, SuccessMessage } from '@directory/shared';
import { Repository } from 'typeorm';
import { PageQueryDto } from '../common/paging/page-query.dto.js';
import { paginationOf, requestedSlice } from '../common/paging/page-slice.js';
import { ContactMessage } from './contact-message.entity.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';

/** docs/screens.md §8 "Contact success" toast text. */
export const CONTACT_RECEIVED = "Thank you for your message. We'll get back to you within 24 hours.";
export const CONTACT_PAGE_SIZE = 20;

export function toContactMessageView(m: ContactMessage): ContactMessageView {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    company: m.company,
    phone: m.phone,
    subject: m.subject,
    message: m.message,
    createdAt: m.createdAt.toISOString(),
  };
}

@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  async create(dto: CreateContactMessageDto, ip: string | null): Promise<SuccessMessage> {
    const saved = await this.messages.save(
      this.messages.create({
        name: dto.name,
        email: dto.email,
        company: dto.company ?? null,
        phone: dto.phone ?? null,
        subject: dto.subject,
        message: dto.message,
        ip,
      }),
    );
    this.logger.log(`Contact message #${saved.id} received`);
    return { success: true, message: CONTACT_RECEIVED };
  }

  /** For the back office (`GET /api/admin/contact-messages`): newest first. */
  async list(query: PageQueryDto): Promise<ContactMessageList> {
    const { page, limit, offset } = requestedSlice(query, CONTACT_PAGE_SIZE);
    const [rows, total] = await this.messages.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return { messages: rows.map(toContactMessageView), pagination: paginationOf(page, limit, total) };
  }
}
