/**
 * What a handler returns: the envelope's words plus the command's own members. The HTTP
 * layer adds `handle_time` and writes the members in the service's order.
 */
import type { CommandName, CommandRequest } from '../../../shared/api/catalog';
import type { SandboxState } from '../state';

export interface Reply {
  status: 'success' | 'failure';
  /** A number (2021) or zero-padded text ("0003"): the service prints both. */
  code?: number | string;
  message: string;
  members: Record<string, unknown>;
}

export interface HandlerContext {
  state: SandboxState;
  /** Queues a JSON POST to a callback URL (already checked to be loopback). */
  postCallback(url: string, payload: Record<string, unknown>): void;
}

export type Handler<N extends CommandName> = (req: CommandRequest<N>, ctx: HandlerContext, raw: Record<string, unknown>) => Reply;
export type HandlerMap = { [N in CommandName]: Handler<N> };

export const ok = (message: string, members: Record<string, unknown> = {}, code?: number | string): Reply => ({
  status: 'success',
  message,
  members,
  ...(code === undefined ? {} : { code }),
});

export const fail = (message: string, code?: number | string, members: Record<string, unknown> = {}): Reply => ({
  status: 'failure',
  message,
  members,
  ...(code === undefined ? {} : { code }),
});

/** The service's documented texts of the general codes; the service's name is the sandbox's. */
export const GENERAL = {
  unknownCommand: { code: '0000', message: 'Unrecognized API Command' },
  auth: { code: '0001', message: 'CDN Authorization failed. Invalid API Key or not authorized for that account.' },
  timestamp: { code: '0002', message: 'Timestamp outside valid range. Make sure your timestamp is in UTC not local time' },
  signature: { code: '0003', message: 'Failed HMAC-SHA256 Signature. Check your Private Key' },
  unexpected: { code: '0004', message: 'Sandbox API encountered an unexpected error' },
  missing: { code: '0006', message: 'One or more required fields are missing: ' },
  busy: { code: '1000', message: 'Servers are experiencing a larger than usual volume of traffic, please try again in a few minutes' },
} as const;

export const DEFAULT_LIMIT = 25;
