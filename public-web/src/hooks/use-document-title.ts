import { useEffect } from 'react';
import { pageTitle } from '@directory/shared';

/** Sets `document.title` to '{title} | Global Business Directory', or the exact text when `exact` is set. */
export function useDocumentTitle(title: string | undefined, exact = false): void {
  useEffect(() => {
    document.title = exact && title ? title : pageTitle(title);
  }, [title, exact]);
}
