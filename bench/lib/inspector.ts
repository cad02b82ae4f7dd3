/**
 * The console process's own JS heap, over its inspector: web mode started by the bench with
 * `--inspect=127.0.0.1:0` (a port of the system's choosing, on loopback, only for this run),
 * its "Debugger listening on ws://…" line read from its output, the inspector protocol
 * spoken over that WebSocket. A sample forces a full collection (HeapProfiler.collectGarbage)
 * first, so what it reads (Runtime.getHeapUsage) is what main keeps, not what waits to be
 * collected; each sample is checked against the process's own process.memoryUsage().
 */
import WebSocket from 'ws';

/** The flag that opens the inspector of the process the bench starts, and only that one. */
export const INSPECT_FLAG = '--inspect=127.0.0.1:0';
const LISTENING = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/;
/** The two readings of one heap may differ by what the evaluation itself allocates; more is a wrong source. */
const AGREE_WITHIN = 0.1;

export interface MainHeap {
  /** Bytes of JS heap in use after a forced full collection, checked against process.memoryUsage(). */
  sample(): Promise<number>;
  close(): void;
}

/** Waits until the process's output names its inspector; throws when it never does. */
export async function inspectorUrl(output: string[], timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const m = LISTENING.exec(output.join(''));
    if (m) return m[1]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the console process printed no inspector URL (started with ${INSPECT_FLAG}?)`);
}

export async function openMainHeap(url: string): Promise<MainHeap> {
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)));
  const pending = new Map<number, (m: { result?: unknown; error?: { message: string } }) => void>();
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as { id?: number; result?: unknown; error?: { message: string } };
    if (m.id !== undefined) pending.get(m.id)?.(m);
  });
  let nextId = 1;
  const send = <T>(method: string, params: object = {}): Promise<T> => {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, (m) => {
        pending.delete(id);
        if (m.error) reject(new Error(`inspector ${method}: ${m.error.message}`));
        else resolve(m.result as T);
      });
      ws.send(JSON.stringify({ id, method, params }));
    });
  };
  return {
    async sample() {
      await send('HeapProfiler.collectGarbage');
      const { usedSize, totalSize } = await send<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage');
      const own = await send<{ result: { value?: number } }>('Runtime.evaluate', { expression: 'process.memoryUsage().heapUsed', returnByValue: true });
      const heapUsed = own.result.value;
      if (!(usedSize > 0 && usedSize <= totalSize)) throw new Error(`main heap: inspector read ${usedSize} used of ${totalSize}`);
      if (typeof heapUsed !== 'number' || Math.abs(heapUsed - usedSize) > usedSize * AGREE_WITHIN) {
        throw new Error(`main heap: inspector read ${usedSize} B, the process itself ${String(heapUsed)} B`);
      }
      return usedSize;
    },
    close: () => ws.close(),
  };
}
