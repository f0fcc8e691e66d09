import request from 'supertest';
import type { TestAppContext } from '../support/test-app.js';

/** A contact message the server accepts (docs/behaviour.md §3). */
export const CONTACT = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Listing question',
  message: 'How do I add my bakery to the directory?',
};

/** A public business submission the server accepts (docs/behaviour.md §3). */
export const SUBMISSION = {
  name: 'Corner Bakery',
  category: 'Bakery',
  address: 'Hauptstraße 5, 10115 Berlin',
  city: 'Berlin',
  countryCode: 'DE',
  email: 'owner@corner-bakery.example',
};

/**
 * Posts a form body to `path` on the context's app, each call from its own client address
 * (`prefix.1`, `prefix.2`, …) unless `from` names one, so the rate limit of one test does not
 * spill into another.
 */
export function formPoster(ctx: TestAppContext, path: string, prefix: string) {
  let ip = 0;
  return (body: object, from = `${prefix}.${++ip}`) =>
    request(ctx.app.getHttpServer()).post(path).set('X-Forwarded-For', from).send(body);
}
