import type { RateLimitRule } from '../cache/rate-limit.service.js';

const HOUR_MS = 60 * 60 * 1000;

/** docs/behaviour.md §13: 5 reviews an hour per account, 20 a day per IP. */
export const REVIEWS_PER_ACCOUNT: RateLimitRule = { name: 'review-account', limit: 5, windowMs: HOUR_MS };
export const REVIEWS_PER_IP: RateLimitRule = { name: 'review-ip', limit: 20, windowMs: 24 * HOUR_MS };
