// The app's insights service: progress as events while it reads, the tables (never rows) as
// its answer, Cancel ending in the tables of what was read, and a newer run superseding.
import { describe, expect, it } from 'vitest';
import type { McEvent } from '../../../shared/ipc/events';
import type { InsightsProgress } from '../../../shared/domain/insights/types';
import type { IpLookup } from '../../../electron/core/insights/ip-data';
import { createInsightsService } from '../../../electron/core/insights/service';
import { createFakeApi } from '../viewers/fake-api';

const fixture: IpLookup = {
  country: (ip) => (ip.endsWith('.1') ? 'NL' : 'AU'),
  network: () => ({ asn: 64500, name: 'Example' }),
  about: { country: { package: 'fixture', builtOn: '2026-01-01', licence: 'CC0-1.0', source: 'test' }, network: { package: 'fixture', builtOn: null, licence: 'CC BY 4.0', source: 'test', attribution: 'test data', ranges: { ipv4: 0, ipv6: 0, networks: 0 } } },
};

function setup(attempts: number, delayMs = 1) {
  const api = createFakeApi({ attempts, delayMs });
  const progress: InsightsProgress[] = [];
  const events = { emit: (e: McEvent) => void (e.type === 'viewers.insights' && progress.push(e.progress)) };
  const service = createInsightsService({ call: api.call, events, ipData: async () => fixture });
  return { service, progress, api };
}

const rule = { maxIps: 3, windowHours: 24 };

describe('insights service', () => {
  it('answers with the tables of every matching attempt, the data credit, and progress events ending done', async () => {
    const { service, progress } = setup(2500);
    const r = await service.run({ params: {}, rule });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.attempts).toBe(2500);
    expect(r.value.complete).toBe(true);
    expect(r.value.countries.reduce((n, c) => n + c.attempts, 0)).toBe(2500);
    expect(r.value.about.network.attribution).toBe('test data');
    expect(JSON.stringify(r.value)).not.toContain('https://example.com/watch'); // aggregates, not rows
    expect(progress[0]!.state).toBe('running');
    expect(progress.at(-1)).toMatchObject({ state: 'done', attempts: 2500 });
  });

  it('cancel stops the reading; the answer covers the attempts read so far', async () => {
    const { service, progress, api } = setup(200_000, 20);
    const running = service.run({ params: {}, rule });
    await expect.poll(() => progress.some((p) => p.attempts > 0) || api.stats.requests.length > 2).toBe(true);
    expect(await service.cancel()).toEqual({ ok: true, value: { cancelled: true } });
    const r = await running;
    expect(r.ok && r.value.complete).toBe(false);
    expect(r.ok && r.value.attempts).toBeLessThan(200_000);
    expect(progress.at(-1)?.state).toBe('cancelled');
    await expect.poll(() => api.stats.inFlight).toBe(0); // the pages in flight end, none follow
  });
});
