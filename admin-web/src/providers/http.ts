import { HttpError } from 'react-admin';

function errorMessage(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null && 'message' in body && body.message) {
    return [body.message].flat().join(', ');
  }
  return fallback;
}

async function readBody(res: Response): Promise<unknown> {
  return res.headers.get('content-type')?.includes('json') ? res.json() : res.text();
}

/** JSON over fetch with the session cookie; errors carry the server's message. */
export async function http<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const body = await readBody(res);
  if (!res.ok) throw new HttpError(errorMessage(body, res.statusText), res.status, body);
  return body as T;
}

export interface Download {
  blob: Blob;
  fileName: string;
}

/** `attachment; filename="a.csv"` or RFC 5987 `filename*=UTF-8''a.csv`; the fallback when neither is there. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || fallback;
}

/** A file answer (CSV export, upload template), named as the server's Content-Disposition says. */
export async function httpDownload(path: string, fallbackName: string, init: RequestInit = {}): Promise<Download> {
  const res = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: { ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
  if (!res.ok) {
    const body = await readBody(res);
    throw new HttpError(errorMessage(body, res.statusText), res.status, body);
  }
  return {
    blob: await res.blob(),
    fileName: fileNameFromDisposition(res.headers.get('content-disposition'), fallbackName),
  };
}

/** Why an upload did not produce an answer: the page turns each into the spec's text (SPEC §8). */
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
      else reject(new UploadFailure('http', errorMessage(body, ''), xhr.status, body));
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
