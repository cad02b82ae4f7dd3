/**
 * Callback POSTs (recording.split and uploads). The sandbox only ever POSTs to loopback
 * addresses — tests point callbacks at their own local server — and refuses any other
 * host up front, so it can never send traffic off the machine.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** A sentence saying why the callback is refused, or null when it may be used. */
export function loopbackRefusal(callback: unknown): string | null {
  if (callback === undefined || callback === null || callback === '') return null;
  let url: URL;
  try {
    url = new URL(String(callback));
  } catch {
    return `Invalid callback URL: ${String(callback)}`;
  }
  if (LOOPBACK.has(url.hostname)) return null;
  return `The sandbox only POSTs callbacks to loopback addresses (127.0.0.1, localhost, ::1); refused host ${url.hostname}`;
}

export interface CallbackRecord {
  url: string;
  payload: Record<string, unknown>;
  /** HTTP status of the callback target, or null when the POST failed. */
  status: number | null;
  error?: string;
}

/** Sends callbacks one at a time and remembers each outcome for tests. */
export class CallbackSender {
  readonly log: CallbackRecord[] = [];
  private pending = new Set<Promise<void>>();

  post(url: string, payload: Record<string, unknown>): void {
    if (loopbackRefusal(url) !== null) return;
    const record: CallbackRecord = { url, payload, status: null };
    const p = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(5000),
    })
      .then(async (res) => {
        record.status = res.status;
        await res.arrayBuffer();
      })
      .catch((e: unknown) => {
        record.error = e instanceof Error ? e.message : String(e);
      })
      .finally(() => {
        this.log.push(record);
        this.pending.delete(p);
      });
    this.pending.add(p);
  }

  /** Resolves when every callback sent so far has finished (tests, close). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
