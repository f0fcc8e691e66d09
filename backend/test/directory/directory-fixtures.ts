import type { INestApplication } from '@nestjs/common';
import type { Business } from '../../src/businesses/business.entity.js';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import request from 'supertest';
import { type BusinessOverrides, createBusiness } from '../factories/business.factory.js';
import { type TestAppContext, useTestApp } from '../support/test-app.js';

/** Inserts the rows, then refreshes the summaries and the data version as an import does. */
export async function seedBusinesses(app: INestApplication, rows: BusinessOverrides[]): Promise<Business[]> {
  const created: Business[] = [];
  for (const row of rows) created.push(await createBusiness(app, row));
  await app.get(DataChangesService).bulkChanged('test-seed');
  return created;
}

/**
 * A small world with known answers (counts below are of approved rows only):
 * Restaurant 5 (DE Berlin 3, DE Munich 1, FR Paris 1), Cafe 3 (FR Paris 2, US Paris 1),
 * Bakery 2 (TR Istanbul 1, DE without a city 1), Çiçekçi 1 (TR Istanbul); two unapproved rows.
 */
export const WORLD: BusinessOverrides[] = [
  { name: 'Alpha Grill', category: 'Restaurant', countryCode: 'DE', city: 'Berlin', rating: 4, reviewCount: 50 },
  { name: 'Beta Bistro', category: 'Restaurant', countryCode: 'DE', city: 'Berlin', rating: 5, reviewCount: 40 },
  { name: 'Gamma Diner', category: 'Restaurant', countryCode: 'DE', city: 'Berlin', rating: null, reviewCount: 30 },
  { name: 'Delta Kitchen', category: 'Restaurant', countryCode: 'DE', city: 'Munich', rating: 4.5, reviewCount: 20 },
  { name: 'Epsilon Brasserie', category: 'Restaurant', countryCode: 'FR', city: 'Paris', rating: 4.5, reviewCount: 10 },
  {
    name: 'Hidden Restaurant',
    category: 'Restaurant',
    countryCode: 'DE',
    city: 'Berlin',
    isApproved: false,
    reviewCount: 999,
  },
  { name: 'Café de Flore', category: 'Cafe', countryCode: 'FR', city: 'Paris', rating: 4.2, reviewCount: 300 },
  { name: 'Les Deux Magots', category: 'Cafe', countryCode: 'FR', city: 'Paris', rating: 3.8, reviewCount: 200 },
  { name: 'Paris Coffee', category: 'Cafe', countryCode: 'US', city: 'Paris', rating: 4, reviewCount: 5 },
  { name: 'Simit Sarayı', category: 'Bakery', countryCode: 'TR', city: 'Istanbul', rating: 4.5, reviewCount: 70 },
  { name: 'Gül Çiçekçilik', category: 'Çiçekçi', countryCode: 'TR', city: 'Istanbul', rating: 4.5, reviewCount: 15 },
  { name: 'Secret Place', category: 'Secret', countryCode: 'DE', city: 'Berlin', isApproved: false },
  { name: 'Nowhere Shop', category: 'Bakery', countryCode: 'DE', city: null, rating: 4.5, reviewCount: 1 },
];

/** Paris, France of WORLD as the city lists and its country's city list show it (docs/behaviour.md §3). */
export const PARIS_FR = {
  city: 'Paris',
  citySlug: 'paris',
  country: 'France',
  countryCode: 'FR',
  businessCount: 3,
  categoryCount: 2,
};

/** docs/behaviour.md §3 business card: exactly these fields, sorted for comparison with `Object.keys(card).sort()`. */
/** Hours with an open and a closed day: Monday 09:00–17:00, Sunday closed. */
export const MONDAY_OPEN_SUNDAY_CLOSED: NonNullable<BusinessOverrides['hours']> = [
  { dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false },
  { dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true },
];

/** The Berlin restaurant whose page the browser tests open, with an address and a phone. */
export const BRATWURST = {
  name: 'Brandenburger Bratwurst',
  category: 'Restaurant',
  countryCode: 'DE',
  city: 'Berlin',
  address: 'Unter den Linden 77, 10117 Berlin',
  phone: '+49 30 1234567',
  reviewCount: 120,
  hours: MONDAY_OPEN_SUNDAY_CLOSED,
} satisfies BusinessOverrides;

export const CARD_FIELDS = [
  'id',
  'name',
  'slug',
  'category',
  'categorySlug',
  'address',
  'city',
  'countryCode',
  'phone',
  'imageUrl',
  'rating',
  'reviewCount',
].sort();

/**
 * A test app with WORLD seeded once before all tests (they only read), and `get(path)` on it.
 * Registers the hooks of useTestApp.
 */
export function useWorldApp(): { ctx: TestAppContext; get: (path: string) => request.Test } {
  const ctx = useTestApp({ reset: 'once' });
  beforeAll(() => seedBusinesses(ctx.app, WORLD));
  return { ctx, get: (path) => request(ctx.app.getHttpServer()).get(path) };
}
