/**
 * Insights over a live errorlog whose paging drifts (test/unit/viewers/drifting-log.ts): the
 * attempts tallied equal the service's, each once, or the answer says "Not complete" — never
 * "complete" over duplicates. Through the app's service and in the CLI's words.
 */
import { describe, expect, it } from 'vitest';
import type { IpLookup } from '../../../electron/core/insights/ip-data';
import { createInsightsService } from '../../../electron/core/insights/service';
import { insightsText } from '../../../shared/domain/insights/report';
import { insightsDone } from '../../../shared/domain/viewers/not-complete';
import { type DriftFaults, createDriftingLog, indexOfAddress } from '../viewers/drifting-log';

/** The first 5,000 rows of the log are from NL, the rest from AU: a page read twice or missed moves the figures. */
const fixture: IpLookup = {
  country: (ip) => (indexOfAddress(ip) < 5_000 ? 'NL' : 'AU'),
  network: () => ({ asn: 64500, name: 'Example' }),
  about: { country: { package: 'fixture', builtOn: '2026-01-01', licence: 'CC0-1.0', source: 'test' }, network: { package: 'fixture', builtOn: null, licence: 'CC BY 4.0', source: 'test', attribution: 'test data', ranges: { ipv4: 0, ipv6: 0, networks: 0 } } },
};

async function insightsOf(f: DriftFaults) {
  const fake = createDriftingLog({ ...f, ownAddress: true });
  const service = createInsightsService({ call: fake.call, events: { emit: () => {} }, ipData: async () => fixture });
  const r = await service.run({ params: {}, rule: { maxIps: 3, windowHours: 24 } });
  if (!r.ok) throw new Error(r.error.message);
  return { value: r.value, fake };
}

describe('insights over drifting pages', () => {
  it('a page repeated once (5,000 a page): 12,000 attempts tallied, each once, complete (unchecked: 5,000 twice)', async () => {
    const { value } = await insightsOf({ rows: 12_000, repeat: { fromSeek: 5_000, times: 1 } });
    expect(value).toMatchObject({ attempts: 12_000, complete: true });
    expect(Object.fromEntries(value.countries.map((c) => [c.code, c.attempts]))).toEqual({ NL: 5_000, AU: 7_000 });
  });

  it('a page repeated whenever asked: the tables of the rows read once, marked not complete in the one wording', async () => {
    const { value } = await insightsOf({ rows: 12_000, repeat: { fromSeek: 5_000, times: 99 } });
    expect(value.complete).toBe(false);
    expect(value.attempts).toBeLessThan(12_000);
    expect(value.notComplete).toMatch(/^the service's pages moved at row /);
    expect(insightsDone(value)).toBe(`${value.attempts.toLocaleString('en-US')} attempts read. Not complete: ${value.notComplete}; the tables cover those only.`);
    expect(insightsText(value, fixture.about)).toContain(`Not complete: ${value.notComplete}`);
  });

  it('7 attempts arriving while 12,000 page: 12,000 tallied against 12,000 counted, complete', async () => {
    const { value, fake } = await insightsOf({ rows: 12_000, arrive: { afterPages: 2, rows: 7 } });
    expect(fake.log).toHaveLength(12_007);
    expect(value).toMatchObject({ attempts: 12_000, complete: true });
    expect(Object.fromEntries(value.countries.map((c) => [c.code, c.attempts]))).toEqual({ NL: 5_000, AU: 7_000 });
  });

  it('a {} page whenever asked after a low count: not complete, never "read" as all', async () => {
    const { value } = await insightsOf({ rows: 12_000, count: 25, empty: { fromSeek: 5_000, times: 99 } });
    expect(value).toMatchObject({ complete: false });
    expect(value.attempts).toBeLessThan(12_000);
  });

  it('attempts read against a count they disagree with: not complete, said with both figures', async () => {
    const { value } = await insightsOf({ rows: 3_000, count: 3_500 });
    expect(value).toMatchObject({ attempts: 3_000, complete: false, notComplete: '3,000 read of 3,500 counted (attempts may have come or gone while it ran)' });
  });
});
