import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { Business } from './business.entity.js';

@Entity('business_amenities')
export class BusinessAmenity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column('integer', { name: 'business_id' })
  businessId: number;

  @ManyToOne(() => Business, (business) => business.amenities, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business: Relation<Business>;

  @Column('text', { name: 'amenity_type' })
  amenityType: string;

  @Column('boolean', { name: 'has_amenity', default: true })
  hasAmenity: boolean;
}
