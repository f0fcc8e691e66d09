import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  ContactMessage as ContactMessageView,
  ContactMessageList,
  SuccessMessage,
  UnreadCount,
} from '@directory/shared';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminActor } from '../auth/admin-principal.js';
import { PageQueryDto } from '../common/paging/page-query.dto.js';
import { paginationOf, requestedSlice } from '../common/paging/page-slice.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';

/** docs/screens.md §8 "Contact success" toast text. */
export const CONTACT_RECEIVED = "Thank you for your message. We'll get back to you within 24 hours.";
export const CONTACT_PAGE_SIZE = 20;
const NOT_FOUND = 'Contact message not found';

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
    readAt: m.readAt ? m.readAt.toISOString() : null,
  };
}

@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly stored: ContactMessagesRepository,
    private readonly audit: AuditService,
  ) {}

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

  /** One message in full (`GET /api/admin/contact-messages/{id}`); reading it does not mark it read. */
  async get(id: number): Promise<ContactMessageView> {
    const found = await this.messages.findOneBy({ id });
    if (!found) throw new NotFoundException(NOT_FOUND);
    return toContactMessageView(found);
  }

  /** docs/behaviour.md "Contact messages in the back office": read when opened, unread on request. */
  async setRead(id: number, read: boolean): Promise<ContactMessageView> {
    if (!(await this.stored.setRead(id, read))) throw new NotFoundException(NOT_FOUND);
    return this.get(id);
  }

  async unreadCount(): Promise<UnreadCount> {
    return { count: await this.stored.unreadCount() };
  }

  async delete(id: number, { admin, ip }: AdminActor): Promise<SuccessMessage> {
    const deleted = await this.stored.delete(id);
    if (!deleted) throw new NotFoundException(NOT_FOUND);
    await this.audit.record(admin, 'contact-message.deleted', { id, ...deleted }, ip);
    return { success: true, message: 'Mesaj silindi' };
  }
}
