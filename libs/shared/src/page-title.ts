export const SITE_NAME = 'Global Business Directory';

/** A public page's `<title>`, the same in the server's HTML and in the browser tab: '{title} | Global Business Directory'. */
export const pageTitle = (title?: string): string => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);
