import { HttpException, HttpStatus } from '@nestjs/common';
import { FIELD_NAMES, fieldNamed, HeaderOverrides, ImportField } from './parse/header-aliases.js';
import type { ImportMode } from './import-writer.js';

function badRequest(message: string): HttpException {
  return new HttpException({ success: false, message }, HttpStatus.BAD_REQUEST);
}

/** docs/behaviour.md §5 form field `mode`: `skip` (the default, stored as 'insert') or `update`. */
export function parseMode(value: unknown): ImportMode {
  if (value === undefined || value === '' || value === 'insert' || value === 'skip') return 'insert';
  if (value === 'update') return 'update';
  throw badRequest('mode yalnızca "skip" veya "update" olabilir (update mevcut place_id kayıtlarını günceller)');
}

/**
 * Form field `columns`: a JSON object `{"<header as in the file>": "<field>"}` that chooses the
 * field of those headers over the aliases; `null` or `""` leaves a column out.
 */
export function parseColumns(value: unknown): HeaderOverrides {
  const overrides = new Map<string, ImportField | null>();
  if (value === undefined || value === '') return overrides;
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : undefined;
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('columns bir JSON nesnesi olmalı: {"dosyadaki başlık": "alan"}');
  }
  const unknown: string[] = [];
  for (const [header, name] of Object.entries(parsed)) {
    if (name === null || name === '') {
      overrides.set(header.trim(), null);
      continue;
    }
    const field = typeof name === 'string' ? fieldNamed(name) : undefined;
    if (field) overrides.set(header.trim(), field);
    else unknown.push(`"${String(name)}"`);
  }
  if (unknown.length > 0) {
    throw badRequest(
      `Bilinmeyen alan adı: ${unknown.join(', ')}. Geçerli alanlar: ${Object.values(FIELD_NAMES).join(', ')}`,
    );
  }
  return overrides;
}
