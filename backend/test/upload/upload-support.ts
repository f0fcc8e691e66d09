import type { ImportResult } from '@directory/shared';
import type { INestApplication } from '@nestjs/common';
import type { Agent, Test } from 'supertest';
import { DataSource } from 'typeorm';

export interface UploadOptions {
  uploadId?: string;
  mode?: string;
}

/** `POST /api/upload-excel` with the file and the optional form fields (sent before the file, as the admin app does). */
export function upload(agent: Agent, file: string, options: UploadOptions = {}): Test {
  let req = agent.post('/api/upload-excel');
  if (options.uploadId) req = req.field('uploadId', options.uploadId);
  if (options.mode) req = req.field('mode', options.mode);
  return req.attach('file', file);
}

/** CONTRACT §5 invariants every result must keep. */
export function expectConsistent(result: ImportResult): void {
  expect(result.successCount + result.skippedCount + result.errorCount).toBe(result.totalRows);
  expect(result.success).toBe(result.errorCount === 0);
  expect(result.errors.length).toBeLessThanOrEqual(1000);
  expect(result.skippedBusinesses.length).toBeLessThanOrEqual(1000);
  expect(result.errors.length).toBe(Math.min(result.errorCount, 1000));
  expect(result.skippedBusinesses.length).toBe(Math.min(result.skippedCount, 1000));
  expect(typeof result.processingTime).toBe('number');
  expect(typeof result.recordsPerSecond).toBe('number');
}

export async function businessCount(app: INestApplication): Promise<number> {
  const [row] = await app.get(DataSource).query(`SELECT count(*)::int AS n FROM businesses`);
  return row.n;
}

export async function businessByPlaceId(app: INestApplication, placeId: string) {
  const [row] = await app.get(DataSource).query(`SELECT * FROM businesses WHERE place_id = $1`, [placeId]);
  return row;
}

export async function hoursOf(app: INestApplication, placeId: string) {
  return app.get(DataSource).query(
    `SELECT h.day_of_week AS "dayOfWeek", h.open_time AS "openTime", h.close_time AS "closeTime", h.is_closed AS "isClosed"
     FROM business_hours h JOIN businesses b ON b.id = h.business_id WHERE b.place_id = $1
     ORDER BY h.day_of_week, h.open_time NULLS FIRST`,
    [placeId],
  );
}

export async function amenitiesOf(app: INestApplication, placeId: string) {
  return app.get(DataSource).query(
    `SELECT a.amenity_type AS "amenityType", a.has_amenity AS "hasAmenity"
     FROM business_amenities a JOIN businesses b ON b.id = a.business_id WHERE b.place_id = $1 ORDER BY a.id`,
    [placeId],
  );
}
