/**
 * Live controls that had no test: the configurable split key, the server tag of a locked
 * service, the board's filter and row details (and stored services that could not be
 * read), the channel's auto-refresh, the 5 s default poll.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChannelArea } from '../../../renderer/src/features/live/ChannelArea';
import { GoLivePanel } from '../../../renderer/src/features/live/GoLivePanel';
import { RecordingArea } from '../../../renderer/src/features/live/RecordingArea';
import { DestinationBoard } from '../../../renderer/src/features/live/DestinationBoard';
import { TargetBar } from '../../../renderer/src/features/live/TargetBar';
import { isUsableShortcut } from '../../../renderer/src/features/live/split-key';
import { buildPlaylistView } from '../../../shared/domain/live/playlist';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';
import { dest, service, snapshot } from './fixtures';

beforeEach(() => localStorage.clear());

describe('split key', () => {
  it('a chosen key splits instead of F9, shows on the button and is remembered; an unusable key is refused', async () => {
    const fake = installFake().on('live.split', { ok: true, value: { rows: [] } }).on('live.ledger', { ok: true, value: [] });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot(), selectedStream: 'cam_2' } }));
    render(<RecordingArea />);
    const button = () => within(screen.getByRole('row', { name: /cam_2/ })).getByRole('button', { name: /Split recording/ });
    fireEvent.change(screen.getByLabelText('Split key'), { target: { value: 'Ctrl+Shift+S' } });
    expect(button().textContent).toContain('Ctrl+Shift+S');
    expect(button().textContent).not.toContain('F9');
    await act(async () => fireEvent.keyDown(document, { key: 'F9' }));
    expect(fake.callsTo('live.split')).toEqual([]);
    await act(async () => fireEvent.keyDown(document, { key: 'S', ctrlKey: true, shiftKey: true }));
    expect(fake.callsTo('live.split')).toEqual([{ app: 'demo-origin/live', stream: 'cam_2' }]);
    expect(localStorage.getItem('mc.live.splitKey')).toBe('Ctrl+Shift+S');

    // A lone letter would fire while typing: refused with words, the last usable key stays bound.
    fireEvent.change(screen.getByLabelText('Split key'), { target: { value: 's' } });
    expect(screen.getByText(/Use F1–F12 or a combination with Ctrl, Alt or Meta/)).toBeTruthy();
    expect(button().textContent).toContain('Ctrl+Shift+S');
    expect(localStorage.getItem('mc.live.splitKey')).toBe('Ctrl+Shift+S');
  });

  it('knows which keys are usable', () => {
    expect(['F9', 'F12', 'Ctrl+Shift+S', 'Alt+F2'].map(isUsableShortcut)).toEqual([true, true, true, true]);
    expect(['s', 'Shift+S', 'F13', 'Ctrl+', ''].map(isUsableShortcut)).toEqual([false, false, false, false, false]);
  });
});

describe('server tag of a service that locks servers', () => {
  it('is offered with the service\'s primary and backup server and sent with the connect', async () => {
    const fake = installFake().on('live.connect', { ok: true, value: { totalMs: 1, results: [] } });
    const locked = service(501, { service_name: 'hlspartner', lock_servers: 1, primary_server: 'fra-1', backup_server: 'iad-1' });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot(), services: { rows: [locked, service(502)], fetchedAt: 't', stale: false, error: null }, selected: [501, 502] } }));
    render(<GoLivePanel />);
    const tag = screen.getByRole('combobox', { name: 'Server tag for #501' });
    expect(within(tag).getAllByRole('option').map((o) => o.textContent)).toEqual(['fra-1', 'iad-1']);
    expect(screen.queryByRole('combobox', { name: 'Server tag for #502' })).toBeNull();
    fireEvent.change(tag, { target: { value: 'iad-1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Go live \(2\)/ })));
    expect((fake.callsTo('live.connect')[0] as { connects: unknown[] }).connects).toEqual([
      { push_service_id: 501, inst: 'live', server_tag: 'iad-1' },
      { push_service_id: 502, inst: 'live' },
    ]);
  });
});

describe('the board filter and a row\'s details', () => {
  it('narrows the board to the rows matching every word typed (name, host, source, state), and a row opens the stored service\'s details', () => {
    installFake();
    const row = (id: number, over: Parameters<typeof dest>[0] = {}) =>
      dest({ key: `svc:${id}`, label: `#${id} rtmp → h${id}.example`, pushServiceId: id, entryName: null, stored: true, state: 'off', liveSince: null, ...over });
    const board = [row(1), row(2, { state: 'failed', reason: 'Destination refused the connection' }), row(3, { app: 'channel-origin' })];
    const services = [service(1), service(2, { service_name: 'hlspartner', lock_servers: 1, primary_server: 'fra-1', backup_server: 'iad-1' }), service(3)];
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ board }), services: { rows: services, fetchedAt: 't', stale: false, error: null } } }));
    render(<DestinationBoard />);
    const shown = () => within(screen.getByRole('table', { name: 'Destinations' })).queryAllByRole('row').map((r) => r.getAttribute('aria-label')).filter(Boolean);
    const filter = screen.getByRole('searchbox', { name: 'Filter destinations' });
    fireEvent.change(filter, { target: { value: 'FAILED' } });
    expect(shown()).toEqual(['#2 rtmp → h2.example']);
    fireEvent.change(filter, { target: { value: 'channel-origin h3' } });
    expect(shown()).toEqual(['#3 rtmp → h3.example']);
    fireEvent.change(filter, { target: { value: 'hlspartner' } });
    expect(shown()).toEqual(['#2 rtmp → h2.example']);
    fireEvent.click(screen.getByRole('button', { name: 'Details of #2 rtmp → h2.example' }));
    const details = screen.getByLabelText('Details of #2 rtmp → h2.example', { selector: 'dl' });
    expect(details.textContent).toContain('hlspartner');
    expect(details.textContent).toContain('fra-1, iad-1');
    expect(details.textContent).toContain('••••1234');
    expect(details.textContent).not.toContain('secretkey');
    fireEvent.change(filter, { target: { value: '' } });
    expect(shown()).toHaveLength(3);
  });

  it('says the details were not read, not that there are none, when the stored services cannot be read', async () => {
    installFake().on('live.services', { ok: false, error: { kind: 'network_error', cause: 'refused', message: 'connection refused' } });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ board: [dest({ key: 'svc:1', label: '#1', pushServiceId: 1, entryName: null, stored: true, state: 'off', liveSince: null })] }) } }));
    render(<DestinationBoard />);
    fireEvent.click(screen.getByRole('button', { name: 'Details of #1' }));
    expect(await screen.findByText(/connection refused|could not/i)).toBeTruthy();
    expect(screen.queryByText('Reading the stored service…')).toBeNull();
  });
});

describe('channel auto-refresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes at the chosen interval and says when it last did', async () => {
    let n = 0;
    const fake = installFake().on('live.playlist', () => {
      n += 1;
      const view = buildPlaylistView([{ video: 'a/b/c/x.mp4', sort_order: 1, start: 0, length: 30 }] as never);
      return { ok: true, value: { ...view, app: 'channel-origin', stream: 'channel1', appinst: null, fetchedAt: `2026-11-22T10:0${n}:00.000Z` } };
    });
    render(<ChannelArea />);
    fireEvent.change(screen.getByLabelText('Channel name'), { target: { value: 'channel1' } });
    fireEvent.change(screen.getByLabelText('Auto-refresh'), { target: { value: '30000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show playlist' })));
    const refreshed = () => screen.getByText(/Last refreshed/).querySelector('time')?.getAttribute('datetime');
    expect(fake.callsTo('live.playlist')).toHaveLength(1);
    expect(refreshed()).toBe('2026-11-22T10:01:00.000Z');
    await act(async () => void (await vi.advanceTimersByTimeAsync(29_999)));
    expect(fake.callsTo('live.playlist')).toHaveLength(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(fake.callsTo('live.playlist')).toHaveLength(2);
    expect(refreshed()).toBe('2026-11-22T10:02:00.000Z');
    await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)));
    expect(fake.callsTo('live.playlist')).toHaveLength(3);
    // Off: no more refreshes.
    fireEvent.change(screen.getByLabelText('Auto-refresh'), { target: { value: '0' } });
    await act(async () => void (await vi.advanceTimersByTimeAsync(120_000)));
    expect(fake.callsTo('live.playlist')).toHaveLength(4);
  });
});

describe('session polling interval', () => {
  it('offers 5 s as the default before main has answered', () => {
    installFake();
    render(<TargetBar />);
    expect((screen.getByLabelText('Refresh every') as HTMLSelectElement).value).toBe('5000');
  });
});
