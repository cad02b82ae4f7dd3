/**
 * One alert to one target, bounded: each try has its own timeout (default 5 s), at most
 * `tries` tries (default 3), waiting `backoffMs`, then twice that, between them. A 2xx
 * answer is sent; a 4xx other than 408/429 is not tried again (the target refused it).
 * What comes back is in words without the URL (the answer's first line, scrubbed by the caller).
 */
import type { WireRequest } from './delivery-bodies';

export interface SendLimits {
  timeoutMs: number;
  tries: number;
  backoffMs: number;
}

export const DEFAULT_LIMITS: SendLimits = { timeoutMs: 5_000, tries: 3, backoffMs: 1_000 };

export interface SendResult {
  ok: boolean;
  status: number | null;
  tries: number;
  detail: string;
}

export type Fetch = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal; redirect: 'manual' }) => Promise<Response>;

/** The longest part of an answer kept for Activity. */
const ANSWER_CHARS = 160;

/** Waits `ms`, or less when `stop` aborts. */
function pause(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (stop.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      resolve();
    }
    stop.addEventListener('abort', done);
  });
}

function failureWords(err: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `timed out after ${Math.round(timeoutMs / 100) / 10} s`;
  const code = (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  if (code === 'ECONNREFUSED') return 'refused the connection';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'its host could not be found';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'closed the connection without an answer';
  if (typeof code === 'string') return `could not be reached (${code})`;
  return 'could not be reached';
}

async function answerText(res: Response): Promise<string> {
  try {
    const text = (await res.text()).replace(/\s+/g, ' ').trim();
    return text.length > ANSWER_CHARS ? `${text.slice(0, ANSWER_CHARS)}…` : text;
  } catch {
    return '';
  }
}

const triesWords = (n: number): string => (n === 1 ? '1 try' : `${n} tries`);

/** Sends until answered 2xx, refused for good, or out of tries; `build` makes each try's request (a fresh signature). */
export async function sendWithTries(fetcher: Fetch, url: string, build: () => WireRequest, limits: SendLimits, stop: AbortSignal): Promise<SendResult> {
  let last: SendResult = { ok: false, status: null, tries: 0, detail: 'not sent: the app was closing' };
  for (let n = 1; n <= limits.tries && !stop.aborted; n++) {
    if (n > 1) await pause(limits.backoffMs * 2 ** (n - 2), stop);
    if (stop.aborted) break;
    const { headers, body } = build();
    const ctl = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => ((timedOut = true), ctl.abort()), limits.timeoutMs);
    const onStop = (): void => ctl.abort();
    stop.addEventListener('abort', onStop);
    try {
      const res = await fetcher(url, { method: 'POST', headers, body, signal: ctl.signal, redirect: 'manual' });
      const said = await answerText(res);
      const detail = `answered ${res.status}${said ? `: ${said}` : ''}`;
      if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, tries: n, detail };
      last = { ok: false, status: res.status, tries: n, detail: `${detail} (${triesWords(n)})` };
      if (res.status < 500 && res.status !== 408 && res.status !== 429) return last;
    } catch (err) {
      last = { ok: false, status: null, tries: n, detail: stop.aborted && !timedOut ? 'not sent: the app was closing' : `${failureWords(err, timedOut, limits.timeoutMs)} (${triesWords(n)})` };
    } finally {
      clearTimeout(timer);
      stop.removeEventListener('abort', onStop);
    }
  }
  return last;
}
