import type { AuditAction, AuditChanges, AuditEntry } from '@directory/shared';

/** react-admin's translate: a key and its interpolations. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The actions the audit log records (docs/behaviour.md "Audit log"), in the order the filter offers them. */
export const AUDIT_ACTIONS: AuditAction[] = [
  'login.succeeded',
  'login.failed',
  'logout',
  'business.updated',
  'business.approval-toggled',
  'business.deleted',
  'businesses.deleted',
  'businesses.deleted-all',
  'test-data.deleted',
  'slugs.fixed',
  'settings.updated',
  'cache.cleared',
  'sitemaps.regenerated',
  'export.csv',
  'import.finished',
  'import.failed',
  'import.cancel-requested',
  'import.cancelled',
  'contact-message.deleted',
  'review.published',
  'review.rejected',
  'review.deleted',
  'claim.verified',
  'claim.approved',
  'claim.rejected',
  'owner.revoked',
  'owner.business-edited',
  'change-request.created',
  'change-request.approved',
  'change-request.rejected',
];

/** How many names a bulk delete's summary line shows before "and N more". */
const NAMES_IN_SUMMARY = 3;
const MAX_VALUE = 60;

export const fieldLabel = (t: Translate, field: string) => t(`app.audit_log.fields.${field}`, { _: field });

/** A stored value as a reader sees it: dates of hours as 'Pazartesi 09:00–17:00', booleans as Evet/Hayır. */
export function valueText(t: Translate, value: unknown, full = false): string {
  if (value === null || value === undefined || value === '') return t('app.audit_log.empty_value');
  if (typeof value === 'boolean') return t(value ? 'app.audit_log.yes' : 'app.audit_log.no');
  if (Array.isArray(value))
    return value.length ? value.map((v) => valueText(t, v, full)).join(', ') : t('app.audit_log.empty_value');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return !full && text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

/** `{1:'09:00–17:00'}` → 'Pazartesi 09:00–17:00'; 'closed' and null read as Kapalı and (boş). */
function hoursText(t: Translate, days: unknown): string {
  if (!days || typeof days !== 'object') return valueText(t, days);
  return Object.entries(days as Record<string, string | null>)
    .map(([day, hours]) => {
      const text = hours === 'closed' ? t('app.audit_log.closed') : (hours ?? t('app.audit_log.empty_value'));
      return `${t(`app.days.${day}`)} ${text}`;
    })
    .join(', ');
}

/** A changed field's value before and after, as text. */
export function changeValues(t: Translate, field: string, change: { from: unknown; to: unknown }, full = false) {
  const show = (value: unknown) => (field === 'hours' ? hoursText(t, value) : valueText(t, value, full));
  return { from: show(change.from), to: show(change.to) };
}

/** One changed field as 'Telefon: a → b'; hours as 'Çalışma saatleri: Pazartesi 09:00–17:00 → Pazartesi 09:00–18:00'. */
export function changeText(t: Translate, field: string, change: { from: unknown; to: unknown }): string {
  const { from, to } = changeValues(t, field, change);
  return `${fieldLabel(t, field)}: ${from} → ${to}`;
}

/** 'A, B, C ve 19 diğer' from the first names stored and the full count. */
export function namesText(t: Translate, names: string[], count: number): string {
  const shown = names.slice(0, NAMES_IN_SUMMARY);
  const rest = Math.max(count - shown.length, 0);
  const list = shown.join(', ');
  return rest > 0 ? t('app.audit_log.and_others', { names: list, count: rest }) : list;
}

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The entry in one readable line (docs/screens.md "Back office: audit log and messages"); '' when there is nothing to add to the action. */
export function summaryOf(t: Translate, entry: AuditEntry): string {
  const d = entry.details ?? {};
  switch (entry.action) {
    case 'login.failed':
      return t('app.audit_log.failed_login', { username: entry.username ?? '–' });
    case 'business.updated': {
      const changes = d.changes as AuditChanges | undefined;
      const lines = changes ? Object.entries(changes).map(([field, change]) => changeText(t, field, change)) : [];
      if (lines.length > 0) return `${str(d.name)} — ${lines.join('; ')}`;
      const fields = Array.isArray(d.fields) ? (d.fields as string[]) : [];
      // Entries written before the before/after values were stored name only the fields.
      if (!changes && fields.length > 0)
        return `${str(d.name)} — ${t('app.audit_log.fields_changed', { fields: fields.map((f) => fieldLabel(t, f)).join(', ') })}`;
      return `${str(d.name)} — ${t('app.audit_log.no_change')}`;
    }
    case 'business.approval-toggled':
      return `#${num(d.id)}: ${t(d.isApproved ? 'app.audit_log.approved' : 'app.audit_log.unapproved')}`;
    case 'business.deleted':
      return d.placeId ? `${str(d.name)} (${str(d.placeId)})` : str(d.name);
    case 'businesses.deleted': {
      const names = Array.isArray(d.names) ? (d.names as string[]) : [];
      const count = num(d.deletedCount);
      if (names.length === 0) return t('app.audit_log.deleted_count', { count });
      return t('app.audit_log.deleted_names', { names: namesText(t, names, count) });
    }
    case 'businesses.deleted-all':
    case 'test-data.deleted':
      return t('app.audit_log.deleted_count', { count: num(d.deletedCount) });
    case 'slugs.fixed':
      return t('app.audit_log.slugs', { fixed: num(d.fixed), processed: num(d.processed) });
    case 'settings.updated': {
      const fields = Array.isArray(d.fields) ? (d.fields as string[]) : [];
      return t('app.audit_log.fields_changed', { fields: fields.map((f) => fieldLabel(t, f)).join(', ') || '–' });
    }
    case 'export.csv': {
      const fields = Array.isArray(d.fields) ? (d.fields as string[]) : [];
      return t('app.audit_log.export', {
        file: str(d.fileName),
        fields: fields.map((f) => fieldLabel(t, f)).join(', '),
      });
    }
    case 'sitemaps.regenerated':
      return d.skipped
        ? t('app.audit_log.sitemaps_skipped')
        : t('app.audit_log.sitemaps', { files: num(d.files), urls: num(d.urlCount) });
    case 'contact-message.deleted':
      return t('app.audit_log.message_deleted', { subject: str(d.subject), name: str(d.name), email: str(d.email) });
    case 'review.published':
    case 'review.rejected':
    case 'review.deleted': {
      const line = t('app.audit_log.review', { review: num(d.reviewId), business: num(d.businessId) });
      return d.reason ? `${line} — ${str(d.reason)}` : line;
    }
    case 'claim.verified':
    case 'claim.approved':
    case 'claim.rejected':
    case 'owner.revoked':
    case 'owner.business-edited':
    case 'change-request.created':
    case 'change-request.approved':
    case 'change-request.rejected': {
      const line = t('app.audit_log.owner_action', { name: str(d.name), business: num(d.businessId) });
      return d.reason ? `${line} — ${str(d.reason)}` : line;
    }
    default:
      if (entry.action.startsWith('import.')) {
        if (typeof d.successCount !== 'number') return str(d.message) || str(d.fileName) || str(d.uploadId);
        return t('app.audit_log.import', {
          file: str(d.fileName) || str(d.uploadId),
          added: num(d.successCount),
          skipped: num(d.skippedCount),
          errors: num(d.errorCount),
        });
      }
      return '';
  }
}
