import { describe, expect, it } from 'vitest';
import { catalog } from '../../../shared/api/catalog';
import { isUsageEmpty, shapeUsage, usageCostBars, usageTypeLabel } from '../../../shared/domain/reports/usage';

const envelope = { status: 'success', message: 'ok', handle_time: '0.01 seconds' };

describe('shapeUsage', () => {
  const response = catalog['usage.data'].response.parse({
    ...envelope,
    data: {
      'Edge Bandwidth': { usage: '120.5', rate: '0.0450', cost: '5.42250', est_usage: 240, est_cost: '10.8450' },
      'SQL Replication Bandwidt': { usage: 3, rate: '0.10', cost: '0.30', est_usage: '6', est_cost: '0.60' },
      'CDN Requests': { usage: 1000, rate: '0.000001', cost: '0.001', est_usage: 2000, est_cost: '0.002' },
      Total: { subtotal: '5.72350', estimated: '11.447' },
    },
  });

  it('keeps keys exact and corrects only the label', () => {
    const report = shapeUsage(response);
    const sql = report.rows.find((r) => r.key === 'SQL Replication Bandwidt');
    expect(sql?.label).toBe('SQL Replication Bandwidth');
    expect(usageTypeLabel('Edge Bandwidth')).toBe('Edge Bandwidth');
  });

  it('keeps money as the server wrote it and sums it exactly', () => {
    const report = shapeUsage(response);
    expect(report.rows.map((r) => r.cost)).toEqual(['5.42250', '0.30', '0.001']);
    expect(report.sumCost).toBe('5.72350');
    expect(report.sumEstCost).toBe('11.4470');
    expect(report.total).toEqual({ subtotal: '5.72350', estimated: '11.447' });
  });

  it('orders cost bars most expensive first with exact labels', () => {
    expect(usageCostBars(shapeUsage(response)).map((b) => [b.label, b.costText])).toEqual([
      ['Edge Bandwidth', '5.42250'],
      ['SQL Replication Bandwidth', '0.30'],
      ['CDN Requests', '0.001'],
    ]);
  });

  it('calls a month with only a Total empty', () => {
    const empty = shapeUsage(catalog['usage.data'].response.parse({ ...envelope, data: { Total: { subtotal: 0, estimated: 0 } } }));
    expect(isUsageEmpty(empty)).toBe(true);
    expect(empty.sumCost).toBe('0');
  });
});
