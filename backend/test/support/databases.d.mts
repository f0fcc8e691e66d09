import type pg from 'pg';

export function withDatabase(url: string, name: string): string;
export function onDatabase<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T>;
export function queryRows<T = Record<string, unknown>>(url: string, sql: string, params?: unknown[]): Promise<T[]>;
