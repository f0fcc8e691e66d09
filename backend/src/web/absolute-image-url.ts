/**
 * An image address that works outside the site (JSON-LD, Open Graph): demo images are stored as
 * site paths (`/images/demo/cafe.svg`), imports may hold absolute URLs. Null for what cannot be made
 * absolute (a bare `photo.jpg`, a `data:` URI), so crawlers never get a broken address.
 */
export function absoluteImageUrl(stored: string | null | undefined, baseUrl: string): string | null {
  const url = stored?.trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  if (url.startsWith('/')) return `${baseUrl.replace(/\/+$/, '')}${url}`;
  return null;
}
