import { fetchUtils, HttpError } from 'react-admin';
import { i18nProvider } from './i18n-provider';
import { localizeErrorBody } from './server-messages';

/**
 * The message of a refused call: Nest's `{statusCode, message}` (a list of messages when validation fails)
 * or the `{success:false, message}` of login, upload and cancel; the status text when the body has none.
 */
export function serverMessage(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null && 'message' in body && body.message) {
    return [body.message].flat().join(', ');
  }
  return fallback;
}

/**
 * fetchUtils.fetchJson with the session cookie; a refusal becomes an HttpError carrying the server's message
 * (a validation failure's list of messages joined), its status and its body, in the interface language.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError) {
      const body = localizeErrorBody(error.body, i18nProvider.translate);
      throw new HttpError(serverMessage(body, error.message), error.status, body);
    }
    throw error;
  }
}

/** One call whose answer is `T`: the shared type the server's controller declares for that route. */
export async function call<T>(url: string, options?: fetchUtils.Options): Promise<T> {
  const { json } = await httpClient(url, options);
  return json as T;
}

export const post = <T>(url: string, body?: unknown) =>
  call<T>(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

export const remove = <T>(url: string) => call<T>(url, { method: 'DELETE' });

async function readBody(res: Response): Promise<unknown> {
  return res.headers.get('content-type')?.includes('json') ? res.json() : res.text();
}

export interface Download {
  blob: Blob;
  fileName: string;
}

/** The server names its files `attachment; filename="…"`; the fallback covers an answer without the header. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/** A file answer (CSV export, upload template): fetchUtils reads every body as text, so plain fetch. */
export async function httpDownload(path: string, fallbackName: string, init: RequestInit = {}): Promise<Download> {
  const res = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: { ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
  if (!res.ok) {
    const body = await readBody(res);
    throw new HttpError(serverMessage(body, res.statusText), res.status, body);
  }
  return {
    blob: await res.blob(),
    fileName: fileNameFromDisposition(res.headers.get('content-disposition'), fallbackName),
  };
}

/** Why an upload did not produce an answer: the page turns each into the spec's text (docs/screens.md §8). */
export type UploadFailureKind = 'timeout' | 'offline' | 'unreachable' | 'aborted' | 'http';

export class UploadFailure extends Error {
  constructor(
    readonly kind: UploadFailureKind,
    message: string = kind,
    readonly status = 0,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'UploadFailure';
  }
}

export interface UploadOptions {
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Multipart POST through XMLHttpRequest, the one browser API that reports upload progress. */
export function postMultipart<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (options.timeoutMs) xhr.timeout = options.timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: keep the text
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new UploadFailure('http', serverMessage(body, ''), xhr.status, body));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new UploadFailure('timeout'));
    };
    xhr.onabort = () => {
      settle();
      reject(new UploadFailure('aborted'));
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadFailure(navigator.onLine === false ? 'offline' : 'unreachable'));
    };
    if (options.signal?.aborted) {
      settle();
      reject(new UploadFailure('aborted'));
      return;
    }
    xhr.send(form);
  });
}

/** Hands a downloaded file to the browser under its name. */
export function saveDownload({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
