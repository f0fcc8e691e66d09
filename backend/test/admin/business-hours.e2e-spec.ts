import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Agent } from 'supertest';
import { DataSource } from 'typeorm';
import { createBusiness } from '../factories/business.factory.js';
import { adminAgent } from '../support/admin-agent.js';
import { createTestApp, resetData } from '../support/test-app.js';

/** docs/behaviour.md §2 "Opening hours": several periods a day, each kept; half-filled or overlapping refused. */
describe('PUT /api/admin/businesses/{id}: opening hours with several periods a day', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  let db: DataSource;
  let id: number;

  const period = (dayOfWeek: number, openTime: string | null, closeTime: string | null) => ({
    dayOfWeek,
    openTime,
    closeTime,
    isClosed: false,
  });
  const splitShift = [2, 3, 4, 5].flatMap((day) => [period(day, '08:00', '12:00'), period(day, '14:00', '17:30')]);
  const hoursOf = async () => (await admin.get(`/api/admin/businesses/${id}`).expect(200)).body.hours;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    admin = await adminAgent(app);
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    await resetData(app);
    id = (await createBusiness(app, { name: 'Bölünmüş Mesai', hours: [period(1, '09:00', '17:00')] })).id;
  });

  it('saves a split shift as one row per period and reads both back', async () => {
    const res = await admin.put(`/api/admin/businesses/${id}`).send({ hours: splitShift }).expect(200);
    expect(res.body.hours).toEqual(splitShift);
    expect(await hoursOf()).toEqual(splitShift);
    const rows = await db.query(`SELECT 1 FROM business_hours WHERE business_id = $1 AND day_of_week = 2`, [id]);
    expect(rows).toHaveLength(2);
    // The open week the openNow search reads (minutes from Sunday 00:00) covers both periods of Tuesday.
    const covers = async (minute: number) =>
      (await db.query(`SELECT open_week @> $2::int AS open FROM businesses WHERE id = $1`, [id, minute]))[0].open;
    const tuesday = 2 * 1440;
    expect([await covers(tuesday + 9 * 60), await covers(tuesday + 13 * 60), await covers(tuesday + 15 * 60)]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it("keeps the other period when one period's close time is edited", async () => {
    await admin.put(`/api/admin/businesses/${id}`).send({ hours: splitShift }).expect(200);
    const edited = splitShift.map((p) =>
      p.dayOfWeek === 2 && p.openTime === '14:00' ? { ...p, closeTime: '18:00' } : p,
    );
    await admin.put(`/api/admin/businesses/${id}`).send({ hours: edited }).expect(200);
    const tuesday = (await hoursOf()).filter((p: { dayOfWeek: number }) => p.dayOfWeek === 2);
    expect(tuesday).toEqual([period(2, '08:00', '12:00'), period(2, '14:00', '18:00')]);
  });

  it.each([
    ['only an opening time', period(2, '11:30', null), 'hours.1.closeTime', /closing time/],
    ['only a closing time', period(2, null, '17:30'), 'hours.1.openTime', /opening time/],
    ['neither time on an open day', period(2, null, null), 'hours.1.closeTime', /closing time/],
  ])('answers 400 for a period with %s and stores nothing', async (_, halfFilled, field, text) => {
    await admin.put(`/api/admin/businesses/${id}`).send({ hours: splitShift }).expect(200);
    const res = await admin
      .put(`/api/admin/businesses/${id}`)
      .send({ name: 'Renamed', hours: [period(2, '08:00', '12:00'), halfFilled] })
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toEqual(expect.arrayContaining([expect.stringMatching(text)]));
    expect(res.body.errors[field]).toMatch(text);
    const after = (await admin.get(`/api/admin/businesses/${id}`).expect(200)).body;
    expect(after.name).toBe('Bölünmüş Mesai');
    expect(after.hours).toEqual(splitShift);
  });

  it('accepts a closed day without times', async () => {
    const hours = [{ dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true }, ...splitShift];
    await admin.put(`/api/admin/businesses/${id}`).send({ hours }).expect(200);
    expect(await hoursOf()).toEqual(hours);
  });

  it('answers 400 for overlapping periods of one day and stores nothing', async () => {
    const res = await admin
      .put(`/api/admin/businesses/${id}`)
      .send({ hours: [period(2, '08:00', '12:00'), period(2, '11:00', '14:00')] })
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.errors.hours).toMatch(/overlap.*Tuesday 08:00–12:00 and 11:00–14:00/);
    expect(await hoursOf()).toEqual([period(1, '09:00', '17:00')]);
  });

  it('keeps a period that runs past midnight (close before open)', async () => {
    const late = [period(5, '18:00', '02:00'), period(6, '01:00', '03:00')];
    await admin.put(`/api/admin/businesses/${id}`).send({ hours: late }).expect(200);
    expect(await hoursOf()).toEqual(late);
  });
});
