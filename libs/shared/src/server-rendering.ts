import type { DirectoryApi } from './directory-api.js';
import type { PageRead } from './page-reads.js';

/** One public page rendered by the server: its status, or a redirect, and the pieces the HTML shell takes. */
export interface RenderedApp {
  status: number;
  /** Where a redirecting route sends the visitor; the other fields are then empty. */
  redirect?: string;
  /** The page's markup, for `<div id="root">`. */
  html: string;
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

/** How one page's data is read: the server hands the render the reader its meta reads through, so each read happens once. */
export type PageReader = <T>(read: PageRead<T>) => Promise<T>;

/** What one render is given besides its URL. */
export interface PageRenderInput {
  /** The page's reads (by default straight from the `api` of readDirectoryFrom). */
  read?: PageReader;
  /** What the page's form, posted without JavaScript, came to. */
  form?: FormOutcome;
}

/** What the public site's server bundle (public-web/dist-server/entry-server.js) exports. */
export interface ServerBundle {
  /** Called once at start: pages read the directory through `api`. */
  readDirectoryFrom(api: DirectoryApi): void;
  renderPage(url: URL, input?: PageRenderInput): Promise<RenderedApp>;
}
