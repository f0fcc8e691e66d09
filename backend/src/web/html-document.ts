import type { RenderedApp, SiteSettings } from '@directory/shared';

export interface PageMeta {
  status: number;
  title: string;
  description: string;
  /** Absolute URL; omitted on 404 pages. */
  canonical?: string;
  image?: string | null;
  type?: 'website' | 'business.business';
  jsonLd?: object;
  /** An account page: kept out of search engines. */
  noindex?: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** JSON for a <script> element: `<`, U+2028 and U+2029 escaped so no value can close the tag. */
export function scriptJson(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function metaTags(meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="Global Business Directory" />`,
  ];
  if (meta.status === 404 || meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`);
  }
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * Fills the built SPA's index.html for one route: title and meta replaced (never
 * doubled), site-wide tags placed once: head_tags and analytics_code in <head>,
 * facebook_pixel first in <body>, footer_tags last in <body> (docs/behaviour.md §8).
 * Positions are found in the template before anything is inserted, so markup inside
 * the settings (a stray `</body>`, say) cannot move where the next piece goes.
 */
export function renderPublicPage(template: string, meta: PageMeta, settings: SiteSettings, app?: RenderedApp): string {
  const headEnd = template.indexOf('</head>');
  const bodyOpen = /<body[^>]*>/.exec(template);
  const bodyClose = template.lastIndexOf('</body>');
  if (headEnd < 0 || !bodyOpen || bodyClose < 0) throw new Error('index.html lacks <head> or <body>');
  const bodyStart = bodyOpen.index + bodyOpen[0].length;
  const headContent = template
    .slice(0, headEnd)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '');
  const head = [metaTags(meta), settings.head_tags, settings.analytics_code].filter(Boolean).join('\n    ');
  return [
    headContent,
    `  ${head}\n  `,
    template.slice(headEnd, bodyStart),
    settings.facebook_pixel ? `\n    ${settings.facebook_pixel}` : '',
    app ? withApp(template.slice(bodyStart, bodyClose), app) : template.slice(bodyStart, bodyClose),
    settings.footer_tags ? `  ${settings.footer_tags}\n  ` : '',
    template.slice(bodyClose),
  ].join('');
}

/** The rendered markup inside `<div id="root">`, and after it the data the browser hydrates from. */
function withApp(body: string, app: RenderedApp): string {
  const root = '<div id="root"></div>';
  if (!body.includes(root)) throw new Error('index.html lacks <div id="root"></div>');
  const state = `<script id="directory-state" type="application/json">${scriptJson(app.state)}</script>`;
  return body.replace(root, () => `<div id="root">${app.html}</div>\n    ${state}`);
}
