/**
 * GET /v1/events through the real server: the token in the first message (never the
 * address), a snapshot, then each change with the next sequence number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type Harness, startHarness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await h.configure({ destructive: true });
});

afterAll(async () => {
  await h.close();
});

function open(path = '/v1/events', headers: Record<string, string> = {}): { ws: WebSocket; messages: Array<Record<string, unknown>>; closed: Promise<number>; failed: Promise<string> } {
  const ws = new WebSocket(`ws://127.0.0.1:${h.port()}${path}`, { headers });
  const messages: Array<Record<string, unknown>> = [];
  ws.on('message', (raw) => messages.push(JSON.parse(String(raw)) as Record<string, unknown>));
  const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
  const failed = new Promise<string>((r) => ws.on('unexpected-response', (_req, res) => r(String(res.statusCode))));
  return { ws, messages, closed, failed };
}

describe('the events socket', () => {
  it('sends a snapshot after the token, then a change with the next sequence number', async () => {
    const s = open();
    await new Promise((r) => s.ws.on('open', r));
    s.ws.send(JSON.stringify({ token: h.settings.token }));
    await expect.poll(() => s.messages[0]?.type).toBe('snapshot');
    const seq = s.messages[0]!.seq as number;
    const armed = await h.call('POST', '/v1/disconnect-all');
    await expect.poll(() => s.messages.find((m) => m.type === 'change')).toMatchObject({ seq: seq + 1, changes: { armed: [expect.objectContaining({ armId: armed.body.armId })] } });
    s.ws.close();
  });

  it('closes a socket whose first message has the wrong token, and refuses a token in the address or an Origin', async () => {
    const s = open();
    await new Promise((r) => s.ws.on('open', r));
    s.ws.send(JSON.stringify({ token: 'wrong' }));
    expect(await s.closed).toBe(4401);
    expect(s.messages).toEqual([]);
    expect(await open(`/v1/events?token=${h.settings.token!}`).failed).toBe('400');
    expect(await open('/v1/events', { Origin: 'http://evil.example' }).failed).toBe('403');
  });
});
