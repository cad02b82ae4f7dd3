/**
 * What a view does when the show's host cannot be reached: which calls would act on the
 * show (an account-bound channel, or `api.call` of a command that changes live state; these
 * are refused while unreachable, never queued to land on a board nobody could read), and how
 * long to wait before the next try (doubling from 250 ms, capped at 10 s, ±20% jitter so
 * many guests do not knock at the same instant).
 */
import { catalog, type CommandName } from '../../../shared/api/catalog';
import { contract } from '../../../shared/ipc/contract';

export const RECONNECT_FIRST_MS = 250;
export const RECONNECT_CAP_MS = 10_000;
const JITTER = 0.2;

export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(RECONNECT_CAP_MS, RECONNECT_FIRST_MS * 2 ** Math.min(attempt, 16));
  return Math.round(base * (1 - JITTER + 2 * JITTER * random));
}

export function actsOnShow(channel: string, input: unknown): boolean {
  const dot = channel.indexOf('.');
  const area = contract[channel.slice(0, dot) as keyof typeof contract] as Record<string, { bound: boolean }> | undefined;
  const spec = area?.[channel.slice(dot + 1)];
  if (spec === undefined || !spec.bound) return false;
  if (channel !== 'api.call') return true;
  const command = (input as { command?: unknown } | null)?.command;
  return typeof command === 'string' && Object.hasOwn(catalog, command) && catalog[command as CommandName].mutates;
}

/** The events' numbers on one connection (1, 2, 3…): one that skips says events were missed, so take a fresh snapshot. */
export class EventOrder {
  private next = 1;

  reset(): void {
    this.next = 1;
  }

  skipped(seq: number | undefined): boolean {
    if (typeof seq !== 'number') return false;
    const gap = seq !== this.next;
    this.next = seq + 1;
    return gap;
  }
}
