import { localClock, openStatus, type OpeningHoursEntry } from '@directory/shared';
import { createBusiness } from '../factories/business.factory.js';
import { useTestApp } from '../support/test-app.js';
import { adminAgent } from '../support/admin-agent.js';

const WEEK = 7 * 24 * 60;
/** 2026-11-22 00:00 UTC, a Sunday: minute m of the week is this plus m minutes. */
const SUNDAY = Date.UTC(2026, 10, 22);

const day = (dayOfWeek: number, openTime: string | null, closeTime: string | null, isClosed = false) => ({
  dayOfWeek,
  openTime,
  closeTime,
  isClosed,
});

const HOURS: Record<string, Array<ReturnType<typeof day>>> = {
  'office week': [1, 2, 3, 4, 5].map((d) => day(d, '09:00', '17:00')).concat([day(0, null, null, true)]),
  'late Saturday into Sunday': [day(6, '22:00', '02:00'), day(3, '23:30', '00:15')],
  'missing times are the day edges': [day(1, null, '12:00'), day(2, '20:00', null), day(4, null, null)],
  'two ranges a day': [day(2, '08:00', '12:00'), day(2, '13:00', '17:00')],
  'unreadable times': [day(5, '25:00', '9:75'), day(0, 'x', '10:00')],
  'a minute': [day(3, '10:00', '10:00')],
  'closed with times': [day(1, '09:00', '17:00', true)],
  'no hours': [],
};

describe('open weeks: the minutes a business is open, kept from its hours (openNow)', () => {
  const ctx = useTestApp({ reset: 'once' });

  /** The minutes of the week the stored open week holds, for the business and each of its postings. */
  async function openMinutes(id: number): Promise<{ business: number[]; postings: number[][] }> {
    const [row] = await ctx.db.query(
      `SELECT ARRAY(SELECT m FROM generate_series(0, ${WEEK - 1}) m WHERE b.open_week @> m) AS minutes
       FROM businesses b WHERE b.id = $1`,
      [id],
    );
    const postings = await ctx.db.query(
      `SELECT ARRAY(SELECT m FROM generate_series(0, ${WEEK - 1}) m WHERE p.open_week @> m) AS minutes
       FROM search_postings p WHERE p.business_id = $1`,
      [id],
    );
    return { business: row.minutes, postings: postings.map((p: { minutes: number[] }) => p.minutes) };
  }

  const expectedMinutes = (hours: OpeningHoursEntry[]) =>
    Array.from({ length: WEEK }, (_, m) => m).filter(
      (m) => openStatus(hours, new Date(SUNDAY + m * 60_000), 'UTC').kind === 'open',
    );

  it.each(Object.entries(HOURS))('holds exactly the minutes openStatus calls open: %s', async (_, hours) => {
    const business = await createBusiness(ctx.app, { name: 'Week Shop', category: 'Bakery', hours });
    const stored = await openMinutes(business.id);
    expect(stored.business).toEqual(expectedMinutes(hours));
    expect(stored.postings.length).toBeGreaterThan(0);
    for (const posting of stored.postings) expect(posting).toEqual(stored.business);
  });

  it('follows hours replaced, deleted, and written where bulk loads skip foreign-key checks', async () => {
    const business = await createBusiness(ctx.app, {
      name: 'Changing Shop',
      category: 'Bakery',
      hours: HOURS['office week'],
    });
    const admin = await adminAgent(ctx.app);
    const nights = [day(5, '18:00', '03:00')];
    await admin.put(`/api/admin/businesses/${business.id}`).send({ hours: nights }).expect(200);
    expect((await openMinutes(business.id)).business).toEqual(expectedMinutes(nights));

    await ctx.db.query(`DELETE FROM business_hours WHERE business_id = $1`, [business.id]);
    expect((await openMinutes(business.id)).business).toEqual([]);

    await ctx.db.transaction(async (m) => {
      await m.query(`SET LOCAL session_replication_role = replica`);
      await m.query(
        `INSERT INTO business_hours (business_id, day_of_week, open_time, close_time, is_closed) VALUES ($1, 0, '10:00', '11:00', false)`,
        [business.id],
      );
    });
    const stored = await openMinutes(business.id);
    expect(stored.business).toEqual(expectedMinutes([day(0, '10:00', '11:00')]));
    for (const posting of stored.postings) expect(posting).toEqual(stored.business);
  });

  it("reads the minute of the week on each zone's clock", async () => {
    for (const zone of ['UTC', 'Asia/Tokyo', 'America/New_York', 'Asia/Kathmandu', null]) {
      const [{ minute }] = await ctx.db.query(`SELECT week_minute($1) AS minute`, [zone]);
      const clock = localClock(new Date(), zone ?? 'UTC');
      const expected = clock.dayOfWeek * 1440 + clock.minutes;
      // The clock may turn over between the two readings.
      expect([expected, (expected + 1) % WEEK]).toContain(minute);
    }
  });
});
