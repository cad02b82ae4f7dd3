import { beforeEach, describe, expect, it } from 'vitest';
import { readReport } from '../../../renderer/src/features/reports/read-report';
import { type ReportView, idleView } from '../../../renderer/src/features/reports/view-state';
import { describeError } from '../../../renderer/src/components/error-words';
import { type FakeApi, envelope, installFakeApi, offline } from './fake-bridge';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});

/** A read whose shaping throws, as the console's own code might on an answer it did not foresee. */
function throwingRead() {
  let view: ReportView<number> = idleView();
  const read = readReport({
    command: 'video.getapps',
    params: {},
    cacheKey: 'reports:test',
    account: 'test-account',
    shape: (): number => {
      throw new Error('cost "1e-7" is not a decimal');
    },
    get: () => view,
    put: (v) => {
      view = v;
    },
  });
  return { read, view: () => view };
}

describe('readReport when shaping throws', () => {
  it('fails the view in words instead of staying LOADING with a rejection', async () => {
    fake.answers['video.getapps'] = { body: { ...envelope, apps: [] } };
    const { read, view } = throwingRead();
    await expect(read).resolves.toBeUndefined();
    expect(view().status).toBe('failed');
    const words = describeError(view().error!);
    expect(words).toContain('answer to video.getapps arrived but could not be turned into a report');
    expect(words).toContain('cost "1e-7" is not a decimal');
  });

  it('fails the same way when the cached copy cannot be shaped, naming the live failure too', async () => {
    fake.cache.set('reports:test', { response: { ...envelope, apps: [] }, fetchedAt: '2026-10-01T00:00:00.000Z' });
    fake.answers['video.getapps'] = { error: offline };
    const { read, view } = throwingRead();
    await expect(read).resolves.toBeUndefined();
    expect(view()).toMatchObject({ status: 'failed', stale: false, data: null });
    const words = describeError(view().error!);
    expect(words).toContain('connection refused');
    expect(words).toContain('cached answer to video.getapps could not be turned into a report');
  });
});
