import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { BusinessAmenity } from './business-amenity.entity.js';
import { BusinessHours } from './business-hours.entity.js';

const decimal = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

@Entity('businesses')
export class Business {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column('text')
  name: string;

  @Column('text')
  slug: string;

  @Column('text')
  category: string;

  @Column('text', { name: 'category_slug' })
  categorySlug: string;

  @Column('text', { default: '' })
  address: string;

  @Column('text', { nullable: true })
  city: string | null;

  @Column('text', { name: 'city_slug', nullable: true })
  citySlug: string | null;

  @Column('char', { name: 'country_code', length: 2 })
  countryCode: string;

  @Column('text', { nullable: true })
  phone: string | null;

  @Column('text', { nullable: true })
  website: string | null;

  @Column('text', { name: 'image_url', nullable: true })
  imageUrl: string | null;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('numeric', { precision: 2, scale: 1, nullable: true, transformer: decimal })
  rating: number | null;

  @Column('integer', { name: 'review_count', default: 0 })
  reviewCount: number;

  @Column('double precision', { nullable: true })
  latitude: number | null;

  @Column('double precision', { nullable: true })
  longitude: number | null;

  @Column('text', { name: 'place_id' })
  placeId: string;

  /** IANA zone: from the coordinates, else the country's main zone (see timeZoneOf); null when neither is known. */
  @Column('text', { name: 'time_zone', nullable: true })
  timeZone: string | null;

  @Column('boolean', { name: 'is_approved', default: true })
  isApproved: boolean;

  /** Who sent a business through the public `/upload` form; null for imported rows. */
  @Column('text', { name: 'submitter_email', nullable: true })
  submitterEmail: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => BusinessHours, (hours) => hours.business)
  hours: Relation<BusinessHours[]>;

  @OneToMany(() => BusinessAmenity, (amenity) => amenity.business)
  amenities: Relation<BusinessAmenity[]>;
}
