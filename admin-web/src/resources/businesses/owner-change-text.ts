import type { AuditChanges } from '@directory/shared';
import { changeText, fieldLabel, type Translate } from '../audit-log/audit-summary';
import type { OwnerChange } from './owner-api';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An owner's change in one line: each field as 'Telefon: a → b'. The details come as the audit log stores an
 * edit (`changes: {field: {from, to}}`), as a change request lists them (`changes: [{field, before, after}]`),
 * as the names of the fields, or as a sentence; anything else reads as ''.
 */
export function ownerChangeText(t: Translate, change: OwnerChange): string {
  const details = change.details;
  if (typeof details === 'string') return details;
  if (!isRecord(details)) return '';
  const lines: string[] = [];
  const changes = details.changes;
  if (Array.isArray(changes)) {
    for (const item of changes) {
      if (isRecord(item) && typeof item.field === 'string')
        lines.push(changeText(t, item.field, { from: item.before, to: item.after }));
    }
  } else if (isRecord(changes)) {
    for (const [field, value] of Object.entries(changes as AuditChanges)) {
      if (isRecord(value)) lines.push(changeText(t, field, value));
    }
  } else if (Array.isArray(details.fields)) {
    lines.push(
      t('app.audit_log.fields_changed', {
        fields: details.fields.map((field) => fieldLabel(t, String(field))).join(', '),
      }),
    );
  }
  if (typeof details.reason === 'string' && details.reason)
    lines.push(t('app.claims.reason', { reason: details.reason }));
  return lines.join('; ');
}
