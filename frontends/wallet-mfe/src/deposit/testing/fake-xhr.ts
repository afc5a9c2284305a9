/**
 * XMLHttpRequest for tests (jsdom's would go to the network): records each request, and the test
 * reports upload progress and answers when it chooses.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: string | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: string | null): void {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  abort(): void {
    this.onabort?.();
  }

  /** The JSON body the screen sent. */
  get json(): Record<string, unknown> {
    return JSON.parse(this.body ?? 'null') as Record<string, unknown>;
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  fail(): void {
    this.onerror?.();
  }
}

/** Replaces XMLHttpRequest for the test; returns the list the requests go into. */
export function installFakeXhr(): FakeXhr[] {
  FakeXhr.requests = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return FakeXhr.requests;
}
