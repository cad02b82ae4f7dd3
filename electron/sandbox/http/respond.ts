/** Writing answers: the envelope in the service's member order, `Date` from the sandbox clock. */
import type { ServerResponse } from 'node:http';
import type { Reply } from '../handlers/reply';

/** `handle_time` as the spec's examples show it: "0.0123 seconds". */
export function handleTime(startedNs: bigint): string {
  const seconds = Number(process.hrtime.bigint() - startedNs) / 1e9;
  return `${seconds.toFixed(4)} seconds`;
}

export function envelope(reply: Reply, startedNs: bigint): Record<string, unknown> {
  return {
    status: reply.status,
    ...(reply.code === undefined ? {} : { code: reply.code }),
    message: reply.message,
    ...reply.members,
    handle_time: handleTime(startedNs),
  };
}

export function send(res: ServerResponse, nowMs: number, status: number, type: string, body: string): void {
  res.statusCode = status;
  res.setHeader('Date', new Date(nowMs).toUTCString());
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export const JSON_TYPE = 'application/json; charset=utf-8';
