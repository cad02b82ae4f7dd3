/** Companion's destination variable reads `reconnecting` while main reconnects that destination by itself. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_RECONNECT } from '../../../shared/domain/live/board';
import { CompanionFeedback } from '../../../electron/control/companion';
import { controlClock } from '../../../electron/control/state-shape';
import type { ControlState } from '../../../electron/control/state-shape';
import type { Logger } from '../../../electron/core/events/log';

const got: string[] = [];
const server = createServer((req, res) => {
  got.push(decodeURIComponent(req.url ?? ''));
  res.end();
});

afterAll(() => new Promise((r) => server.close(r)));

describe('Companion variables', () => {
  it('mc_dest_<id> = reconnecting while RECONNECTING', async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const quiet = (): void => undefined;
    const log: Logger = { debug: quiet, info: quiet, warn: quiet, error: quiet };
    const feedback = new CompanionFeedback(`127.0.0.1:${(server.address() as AddressInfo).port}`, log);
    const state: ControlState = {
      account: { id: 'sandbox', name: 'Sandbox', rehearsal: false, mirrorOf: null }, watching: null, f9: null, standby: null, armed: [], link: 'ok', readAt: null, stale: false, groups: [], clock: controlClock(null),
      destinations: [{ id: 501, name: '#501', state: 'reconnecting', liveSince: null, reason: null, reconnect: { ...NO_RECONNECT, enabled: true, attempt: 2 } }],
    };
    feedback.push(state);
    await feedback.settled();
    expect(got).toContain('/api/custom-variable/mc_dest_501/value?value=reconnecting');
  });
});
