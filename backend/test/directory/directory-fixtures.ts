import type { INestApplication } from '@nestjs/common';
import { DataChangesService } from '../../src/directory/data-changes.service.js';
import { type BusinessOverrides, createBusiness } from '../factories/business.factory.js';
import type { Business } from '../../src/businesses/business.entity.js';

/** Inserts the rows, then refreshes the summaries and the data version as an import would. */
export async function seedBusinesses(app: INestApplication, rows: BusinessOverrides[]): Promise<Business[]> {
  const created: Business[] = [];
  for (const row of rows) created.push(await createBusiness(app, row));
  await app.get(DataChangesService).bulkChanged('test-seed');
  return created;
}

/** `n` rows of the same shape, with review counts n, n-1 … 1 so their page order is known. */
export function many(n: number, shape: BusinessOverrides): BusinessOverrides[] {
  return Array.from({ length: n }, (_, i) => ({ ...shape, name: `${shape.name ?? 'Place'} ${i + 1}`, reviewCount: n - i }));
}
