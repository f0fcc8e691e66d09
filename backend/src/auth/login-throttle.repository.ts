import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface LoginAttempt {
  /** Attempts of this key in its window, this one included. */
  attempts: number;
  /** Milliseconds until the window ends. */
  msLeft: number;
}

/** Counters of login attempts per key in table login_throttle (`expire`: end of the window, epoch ms). */
@Injectable()
export class LoginThrottleRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Counts one attempt in one statement: a new or expired key starts a window, a live one adds 1.
   * Concurrent attempts on one key are serialized by the row's lock, so each sees its own count.
   */
  async countAttempt(key: string, windowMs: number): Promise<LoginAttempt> {
    const rows: { points: number; ms_left: string }[] = await this.db.query(
      `INSERT INTO login_throttle AS t (key, points, expire)
       VALUES ($1, 1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint + $2)
       ON CONFLICT (key) DO UPDATE SET
         points = CASE WHEN t.expire <= (extract(epoch FROM clock_timestamp()) * 1000)::bigint THEN 1 ELSE t.points + 1 END,
         expire = CASE WHEN t.expire <= (extract(epoch FROM clock_timestamp()) * 1000)::bigint THEN EXCLUDED.expire ELSE t.expire END
       RETURNING points, expire - (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms_left`,
      [key, windowMs],
    );
    const row = rows[0]!;
    return { attempts: row.points, msLeft: Number(row.ms_left) };
  }

  async remove(key: string): Promise<void> {
    await this.db.query(`DELETE FROM login_throttle WHERE key = $1`, [key]);
  }

  /** Forgets windows that have ended. */
  async removeExpired(): Promise<void> {
    await this.db.query(
      `DELETE FROM login_throttle WHERE expire <= (extract(epoch FROM clock_timestamp()) * 1000)::bigint`,
    );
  }
}
