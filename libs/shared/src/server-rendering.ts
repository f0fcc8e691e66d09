import type { DirectoryApi } from './directory-api.js';

/** One public page rendered by the server: its status, or a redirect, and the pieces the HTML shell takes. */
export interface RenderedApp {
  status: number;
  /** Where a redirecting route sends the visitor; the other fields are then empty. */
  redirect?: string;
  /** The page's markup, for `<div id="root">`. */
  html: string;
  /** `<style>` elements with the CSS of that markup, for `<head>`. */
  head: string;
  /** The data the page was rendered from, which the browser hydrates from. */
  state: object;
}

/**
 * What a form page posted without JavaScript came to (`POST /contact`, `POST /upload`): rendered
 * into that page by the server, the typed values kept and each field's error under it, or the
 * success message.
 */
export interface FormOutcome {
  form: 'contact' | 'upload';
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
}

/** What the public site's server bundle (public-web/dist-server/entry-server.js) exports. */
export interface ServerBundle {
  /** Called once at start: pages read the directory through `api`. */
  readDirectoryFrom(api: DirectoryApi): void;
  /** `form`: what the page's form, posted without JavaScript, came to. */
  renderPage(url: URL, form?: FormOutcome): Promise<RenderedApp>;
}
