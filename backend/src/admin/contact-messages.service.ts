import { Injectable } from '@nestjs/common';
import type { ContactMessage, ContactMessageList } from '@directory/shared';
import { DataSource } from 'typeorm';
import { PageQueryDto } from './dto/page-query.dto.js';

interface ContactRow {
  id: number;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  subject: string;
  message: string;
  created_at: Date;
}

/** Reads what the public contact form stored, newest first. */
@Injectable()
export class ContactMessagesService {
  constructor(private readonly db: DataSource) {}

  async list({ page, limit }: PageQueryDto): Promise<ContactMessageList> {
    const [rows, [count]] = await Promise.all([
      this.db.query(
        `SELECT id, name, email, company, phone, subject, message, created_at FROM contact_messages
         ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [limit, (page - 1) * limit],
      ) as Promise<ContactRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM contact_messages`) as Promise<Array<{ total: number }>>,
    ]);
    const total = count?.total ?? 0;
    return {
      messages: rows.map(toContactMessage),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }
}

function toContactMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at.toISOString(),
  };
}
