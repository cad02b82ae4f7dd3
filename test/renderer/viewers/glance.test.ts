import { describe, expect, it } from 'vitest';
import { useMc } from '../../../renderer/src/stores/store';
import { suggestedExportName } from '../../../renderer/src/features/viewers/export-name';
import { reasonChartOptions, twoLines } from '../../../renderer/src/features/viewers/reason-chart-options';
import { REJECTION_REASONS } from '../../../shared/domain/viewers/reasons';
import { answer, installFakeBridge } from './fake-bridge';

const store = () => useMc.getState();
const attempt = (reason: string, video: string) => ({ key: `${video}.k`, datetime: '2026-11-26 10:00:00', ip: '203.0.113.7', video, app: 'demo-origin', appinst: 'live', pageurl: '', refurl: '', success: reason === 'Success', reason, server_ip: '10.0.0.1' });

describe('the Attempts detail follows the selection', () => {
  it('a new search clears the attempt of the previous one', async () => {
    installFakeBridge((c) => {
      if (c === 'api.call:sevu.errorlog') return answer({ errors: [attempt('Invalid Auth Token', 'cam_1')] });
      if (c === 'api.call:sevu.errorcount') return answer({ error_count: 1 });
      return { ok: true, value: { counts: [], sampled: 0, exact: true } };
    });
    store().selectAttempt(attempt('Success', 'cam_2') as never);
    expect(store().viewersSelectedAttempt?.video).toBe('cam_2');
    store().setAttemptFilter({ success: 'rejected', video: 'cam_1' });
    await store().searchAttempts();
    expect(store().viewersSelectedAttempt).toBeNull();
  });
});

describe('a created ticket comes into view', () => {
  it('the list narrows to its key and the detail opens it', async () => {
    const { calls } = installFakeBridge((c, input) => {
      if (c === 'api.call:sevu.request') return answer({ key: 'cam_9.new' });
      if (c === 'api.call:sevu.search') return answer({ tickets: [{ key: input.key, pass: 'p', ip: 'auto', video: 'cam_9', app: 'demo-origin', created_date: null, used_date: null, uses: 0, active: true }] });
      if (c === 'api.call:sevu.status') return answer({ ticket: { key: 'cam_9.new', pass: 'p', ip: 'auto', video: 'cam_9', app: 'demo-origin', created_date: null, used_date: null, uses: 0, active: true } });
      return answer({ errors: [] });
    });
    const r = await store().createTicket({ app: 'demo-origin', video: 'cam_9', pass: 'p' } as never);
    expect(r.ok).toBe(true);
    await expect.poll(() => store().viewersDetail?.status).toBe('found');
    expect(store().viewersDetail?.key).toBe('cam_9.new');
    expect(store().viewersTicketFilter.key).toBe('cam_9.new');
    await expect.poll(() => calls.some((x) => x.channel === 'api.call:sevu.search' && x.input.key === 'cam_9.new')).toBe(true);
    await expect.poll(() => store().viewersTickets.rows?.map((t) => t.key)).toEqual(['cam_9.new']);
  });
});

describe('export names', () => {
  it('suggests the screen and the UTC day', () => {
    expect(suggestedExportName('attempts', new Date('2026-11-26T23:30:00Z'))).toBe('attempts-2026-11-26.csv');
    expect(suggestedExportName('Stream users', new Date('2026-01-02T00:00:00Z'))).toBe('stream-users-2026-01-02.csv');
  });
});

describe('the reasons chart uses the service’s words', () => {
  it('names every bar with the whole reason, broken only between words', () => {
    const options = reasonChartOptions(REJECTION_REASONS.map((reason) => ({ reason, count: 1 })), 'dark');
    expect((options.data as Array<{ reason: string }>).map((d) => d.reason)).toEqual([...REJECTION_REASONS]);
    for (const reason of REJECTION_REASONS) expect(twoLines(reason).replace('\n', ' ')).toBe(reason);
    expect(twoLines('Not authorized for that video')).toBe('Not authorized\nfor that video');
    expect(twoLines('Invalid Auth Token')).toBe('Invalid\nAuth Token');
    expect(twoLines('Success')).toBe('Success');
  });
});

describe('the Stream users detail follows the selection', () => {
  const user = (id: number, stream: string) => ({ streamuser_id: id, app: 'demo-origin', stream, user: `u${id}` });
  it('a load whose rows do not hold the chosen user clears it; one that does keeps it', async () => {
    let rows = [user(1, 'cam_1'), user(2, 'cam_2')];
    installFakeBridge(() => answer({ streamusers: rows }));
    store().chooseStreamUser(user(2, 'cam_2') as never);
    await store().loadStreamUsers();
    expect(store().viewersChosenUser?.user.streamuser_id).toBe(2);
    rows = [user(1, 'cam_1')];
    store().setStreamUserFilter({ stream: 'cam_1' });
    await store().loadStreamUsers();
    expect(store().viewersChosenUser).toBeNull();
  });
});
