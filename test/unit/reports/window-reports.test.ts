import { describe, expect, it } from 'vitest';
import { catalog } from '../../../shared/api/catalog';
import { windowFrom } from '../../../shared/domain/reports/period';
import { pivotByDay } from '../../../shared/domain/reports/series';
import { oneOrList, parseIdsOrNames, reportCacheKey, shapeCdn, shapeServers, shapeSql } from '../../../shared/domain/reports/window-reports';

const envelope = { status: 'success', message: 'ok', handle_time: '0.01 seconds' };

describe('pivotByDay', () => {
  it('gives one datum per window day, zero where a name has no row', () => {
    const rows = [
      { d: '2026-10-02', n: 'a', v: 3 },
      { d: '2026-10-01 00:00:00', n: 'b', v: 5 },
      { d: '2026-10-02', n: 'a', v: 1 },
    ];
    const series = pivotByDay(rows, { day: (r) => r.d, name: (r) => r.n, value: (r) => r.v }, ['2026-10-01', '2026-10-02', '2026-10-03']);
    expect(series.names).toEqual(['a', 'b']);
    expect(series.keys).toEqual(['s0', 's1']);
    expect(series.data).toEqual([
      { day: '2026-10-01', s0: 0, s1: 5 },
      { day: '2026-10-02', s0: 4, s1: 0 },
      { day: '2026-10-03', s0: 0, s1: 0 },
    ]);
  });
});

describe('30-day report shaping', () => {
  const days = windowFrom('2026-10-01').days;

  it('splits sqldb.usage into one series per user for every metric', () => {
    const r = catalog['sqldb.usage'].response.parse({
      ...envelope,
      data: [
        { summary_date: '2026-10-01', sqldb_user: 'reports_ro', select_total: '10', update_total: 0, other_total: 1, binlog_total: 0, cputime_total: '0.5' },
        { summary_date: '2026-10-01', sqldb_user: 'app_rw', select_total: 4, update_total: 7, other_total: 0, binlog_total: 2048, cputime_total: 1.25 },
      ],
    });
    const report = shapeSql(r, days);
    expect(report.users.sort()).toEqual(['app_rw', 'reports_ro']);
    // Sorted rows: app_rw (s0) before reports_ro (s1).
    expect(report.byMetric.select_total.data[0]).toEqual({ day: '2026-10-01', s0: 4, s1: 10 });
    expect(report.byMetric.cputime_total.data[0]).toMatchObject({ s0: 1.25, s1: 0.5 });
    expect(report.byMetric.binlog_total.data).toHaveLength(30);
  });

  it('totals CDN hits per application', () => {
    const r = catalog['video.cdnhits'].response.parse({
      ...envelope,
      data: [
        { date: '2026-10-01', summary_type: '1 VideoCDN', video_backend: 'demo-origin', total: '100' },
        { date: '2026-10-02', summary_type: '1 VideoCDN', video_backend: 'demo-origin', total: 50 },
        { date: '2026-10-02', summary_type: '1 VideoCDN', video_backend: 'vod-archive', total: 7 },
      ],
    });
    const report = shapeCdn(r, days);
    expect(report.totals).toEqual([
      { app: 'demo-origin', total: 150 },
      { app: 'vod-archive', total: 7 },
    ]);
    expect(report.series.names).toEqual(['demo-origin', 'vod-archive']);
    expect(report.series.data[1]).toEqual({ day: '2026-10-02', s0: 50, s1: 7 });
  });

  it('gives bytes and requests series per server', () => {
    const r = catalog['video.servers'].response.parse({
      ...envelope,
      data: [{ date: '2026-10-03', server: 'edge-1', bytes_total: '185080787782', requests_total: '12' }],
    });
    const report = shapeServers(r, days);
    expect(report.servers).toEqual(['edge-1']);
    expect(report.bytes.data[2]).toEqual({ day: '2026-10-03', s0: 185080787782 });
    expect(report.requests.data[2]).toEqual({ day: '2026-10-03', s0: 12 });
  });
});

describe('pickers and cache keys', () => {
  it('reads ids and names from typed text', () => {
    expect(parseIdsOrNames(' reports_ro, 12 etl,,12 ')).toEqual(['reports_ro', 12, 'etl']);
    expect(parseIdsOrNames('')).toEqual([]);
  });

  it('sends one target alone and several as a list', () => {
    expect(oneOrList([11])).toBe(11);
    expect(oneOrList(['a', 12])).toEqual(['a', 12]);
  });

  it('builds cache keys the IPC cache accepts', () => {
    const key = reportCacheKey('cdn', '2026-10-05.30d', ['demo origin', 1002]);
    expect(key).toBe('reports:cdn:2026-10-05.30d:demo_origin:1002');
    expect(key).toMatch(/^[\w.:/-]+$/);
    expect(reportCacheKey('x', 'y', Array.from({ length: 100 }, () => 'long-name')).length).toBeLessThanOrEqual(200);
  });
});
