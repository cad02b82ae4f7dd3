/** Where a shared show can listen, and why it could not. */
import { networkInterfaces } from 'node:os';
import type { ShareInterface } from '../../../shared/ipc/share';

export function listInterfaces(): ShareInterface[] {
  return Object.entries(networkInterfaces()).flatMap(([name, list]) =>
    (list ?? []).map((i) => ({ name, address: i.address, family: i.family === 'IPv6' ? ('IPv6' as const) : ('IPv4' as const), internal: i.internal })),
  );
}

/** Why sharing could not start, in the words the Share this show panel shows. */
export function startProblem(err: unknown, address: string, port: number): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `Port ${port} is already in use: choose another, or 0 for a free one.`;
  if (code === 'EADDRNOTAVAIL') return `${address} is not an address of this machine: pick one of its interfaces.`;
  return `Sharing could not start: ${err instanceof Error ? err.message : String(err)}`;
}

/** Whether a start failed because its port was taken (then a kept port gives way to a free one). */
export const portTaken = (err: unknown): boolean => (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
