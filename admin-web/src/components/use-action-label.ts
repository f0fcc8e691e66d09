import { useTranslate } from 'react-admin';

/** The audit action as a sentence, or the raw action name when the catalogue has none. */
export function useActionLabel() {
  const translate = useTranslate();
  return (action: unknown) => {
    const name = typeof action === 'string' ? action : '';
    return name ? translate(`app.audit.actions.${name}`, { _: name }) : '–';
  };
}
