/**
 * The held-open attack on a loopback port, for the gate's tests: `n` connections that send
 * nothing, each reopened as soon as it is closed, until `stop()`. `reopened` counts the
 * reopenings (the server dropped that many).
 */
import { type Socket, connect } from 'node:net';

export interface Held {
  reopened: () => number;
  stop: () => void;
}

export function holdOpen(port: number, n: number): Held {
  let stopped = false;
  let reopened = 0;
  const live = new Set<Socket>();
  const one = (): void => {
    if (stopped) return;
    const socket = connect(port, '127.0.0.1');
    live.add(socket);
    socket.on('error', () => {});
    socket.once('close', () => {
      live.delete(socket);
      if (stopped) return;
      reopened += 1;
      // Next turn, so a refusing port cannot spin this loop synchronously.
      setImmediate(one);
    });
  };
  for (let i = 0; i < n; i += 1) one();
  return {
    reopened: () => reopened,
    stop: () => {
      stopped = true;
      for (const s of live) s.destroy();
    },
  };
}

/** Times `n` calls of `fn` one after another: every outcome and the slowest in ms. */
export async function timed<T>(n: number, fn: () => Promise<T>): Promise<{ results: T[]; slowestMs: number }> {
  const results: T[] = [];
  let slowestMs = 0;
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    results.push(await fn());
    slowestMs = Math.max(slowestMs, performance.now() - start);
  }
  return { results, slowestMs };
}
