import type { AuditAction } from '@directory/shared';
import { useTranslate } from 'react-admin';

/** The audit action as a sentence, or the raw action name when the catalogue has none. */
export function useActionLabel() {
  const translate = useTranslate();
  return (action: AuditAction) => translate(`app.audit.actions.${action}`, { _: action });
}
