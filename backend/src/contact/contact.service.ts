import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactMessage as ContactMessageView, ContactMessageList, SuccessMessage } from '@directory/shared';
import { Repository } from 'typeorm';
import { ContactMessage } from './contact-message.entity.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';

/** Spec §8 "Contact success" toast text. */
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

  /** For the back office (`GET /api/admin/contact-messages`): newest first, `page` from 1. */
  async list(page = 1, limit = CONTACT_PAGE_SIZE): Promise<ContactMessageList> {
    const safeLimit = Math.min(100, Math.max(1, Math.floor(limit)));
    const safePage = Math.max(1, Math.floor(page));
    const [rows, total] = await this.messages.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (safePage - 1) * safeLimit,
      take: safeLimit,
    });
    return {
      messages: rows.map(toContactMessageView),
      pagination: { page: safePage, limit: safeLimit, total, totalPages: Math.ceil(total / safeLimit) },
    };
  }
}
