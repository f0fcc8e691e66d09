import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { Business } from './business.entity.js';

@Entity('business_hours')
export class BusinessHours {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column('integer', { name: 'business_id' })
  businessId: number;

  @ManyToOne(() => Business, (business) => business.hours, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business: Relation<Business>;

  /** 0 = Sunday … 6 = Saturday */
  @Column('smallint', { name: 'day_of_week' })
  dayOfWeek: number;

  @Column('varchar', { name: 'open_time', length: 5, nullable: true })
  openTime: string | null;

  @Column('varchar', { name: 'close_time', length: 5, nullable: true })
  closeTime: string | null;

  @Column('boolean', { name: 'is_closed', default: false })
  isClosed: boolean;
}
