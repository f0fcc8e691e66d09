import type { RecordedAnswer } from './server-answers';

/**
 * The XMLHttpRequest the upload goes through, driven by the test: it keeps every request made since `reset()`
 * and answers only when told to.
 */
export class FakeXhr {
  static made: FakeXhr[] = [];

  static reset() {
    FakeXhr.made = [];
  }

  static get last(): FakeXhr {
    return FakeXhr.made[FakeXhr.made.length - 1];
  }

  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  withCredentials = false;
  aborted = false;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.made.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  answer({ status, body }: RecordedAnswer<unknown>) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
