import type { ImportResult } from '@directory/shared';
import type { INestApplication } from '@nestjs/common';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request, { type Agent, type Test } from 'supertest';
import { DataSource } from 'typeorm';
import { ensureTestAdmin, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from '../support/admin-agent.js';

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

/** docs/behaviour.md §5 invariants every result must keep. */
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

/** The session cookie of the test admin, for requests made without supertest. */
export async function adminCookie(app: INestApplication): Promise<string> {
  await ensureTestAdmin(app);
  const res = await request(app.getHttpServer())
    .post('/api/admin/login')
    .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
    .expect(200);
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export interface HeldUploadOptions {
  /** Sent in the query string, so the run opens before the body is read. */
  uploadId?: string;
  fileName: string;
  content: Buffer;
  /** How many bytes of the file go out at once; the rest waits for `finish()`. */
  sendFirst?: number;
}

/**
 * An upload whose body the test sends in two steps, so the import stays open (receiving) as long
 * as the test wants: `finish()` sends the rest, `abort()` drops the connection.
 */
export class HeldUpload {
  readonly response: Promise<{ status: number; body: unknown }>;
  private readonly request: http.ClientRequest;
  private readonly rest: Buffer;

  constructor(server: Server, cookie: string, options: HeldUploadOptions) {
    const boundary = `held-${Math.random().toString(36).slice(2)}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const first = options.sendFirst ?? Math.min(1024, options.content.length);
    this.rest = Buffer.concat([options.content.subarray(first), tail]);
    const { port } = server.address() as AddressInfo;
    const query = options.uploadId ? `?uploadId=${encodeURIComponent(options.uploadId)}` : '';
    this.request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/upload-excel${query}`,
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + options.content.length + tail.length,
      },
    });
    this.response = new Promise((resolve, reject) => {
      this.request.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      });
      this.request.on('error', reject);
    });
    this.request.write(Buffer.concat([head, options.content.subarray(0, first)]));
  }

  finish(): Promise<{ status: number; body: unknown }> {
    this.request.end(this.rest);
    return this.response;
  }

  abort(): void {
    this.response.catch(() => undefined);
    this.request.destroy();
  }
}

/** A HeldUpload of `file` by the test admin, to `app` (which must listen on a port). */
export async function holdUpload(
  app: INestApplication,
  file: string,
  options: Omit<HeldUploadOptions, 'fileName' | 'content'>,
): Promise<HeldUpload> {
  const content = await readFile(file);
  return new HeldUpload(app.getHttpServer(), await adminCookie(app), {
    ...options,
    fileName: path.basename(file),
    content,
  });
}

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | false | null | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The files in the upload directory of a run (or every file when no id is given). */
export function uploadFiles(dataDir: string, uploadId?: string): string[] {
  const dir = path.join(dataDir, 'uploads');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => uploadId === undefined || name.startsWith(`${uploadId}-`));
}
