import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DirectConnectForm } from '../../../renderer/src/features/live/DirectConnectForm';
import { disconnectParams } from '../../../renderer/src/features/live/BoardRow';
import { DestinationBoard } from '../../../renderer/src/features/live/DestinationBoard';
import { GoLivePanel } from '../../../renderer/src/features/live/GoLivePanel';
import { useMc } from '../../../renderer/src/stores/store';
import { passArmGap } from '../arm-gap';
import { installFake } from '../fake-bridge';
import { dest, service, snapshot } from './fixtures';


describe('direct connect form', () => {
  it('takes any kind as free text, suggests the spec\'s and the stored services\' kinds, and sends the advanced members', async () => {
    const fake = installFake().on('live.connect', { ok: true, value: { totalMs: 1, results: [{ index: 0, label: 'x', outcome: 'accepted', state: 'connecting', message: 'ok', latencyMs: 1 }] } });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot(), services: { ...s.live.services, rows: [service(9, { service_name: 'akamaihd' })] } } }));
    const { container } = render(<DirectConnectForm />);
    const options = [...container.querySelectorAll('datalist option')].map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['hlspartner', 'socialplatform', 'rtmp', 'akamaihd']);
    fireEvent.change(screen.getByLabelText('Destination kind'), { target: { value: 'twitchlike' } });
    expect(screen.getByText(/a kind this console has no form for: sent as typed/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Entry name (unique session key)'), { target: { value: 'e1' } });
    fireEvent.change(screen.getByLabelText('Source stream'), { target: { value: 'main' } });
    fireEvent.change(screen.getByLabelText('Destination stream or key'), { target: { value: 'k' } });
    fireEvent.change(screen.getByLabelText('Origin URL (optional)'), { target: { value: 'rtmp://origin.example/app' } });
    fireEvent.change(screen.getByLabelText('Adaptive group (optional)'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Event name (optional)'), { target: { value: 'Finale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect directly' }));
    await act(async () => {});
    const sent = fake.callsTo('live.connect')[0] as { pushes: Array<Record<string, unknown>> } | undefined;
    expect(JSON.stringify(sent)).toContain('"service_name":"twitchlike"');
    expect(JSON.stringify(sent)).toContain('"origin_url":"rtmp://origin.example/app"');
    expect(JSON.stringify(sent)).toContain('"adaptive_group":"all"');
    expect(JSON.stringify(sent)).toContain('"event_name":"Finale"');
  });

  it('stops an HLS partner push without host id and stream id, with specific messages, and sends nothing', async () => {
    const fake = installFake();
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot() } }));
    render(<DirectConnectForm />);
    fireEvent.change(screen.getByLabelText('Destination kind'), { target: { value: 'hlspartner' } });
    fireEvent.change(screen.getByLabelText('Entry name (unique session key)'), { target: { value: 'partner-1' } });
    fireEvent.change(screen.getByLabelText('Source stream'), { target: { value: 'main' } });
    fireEvent.change(screen.getByLabelText('Destination stream or key'), { target: { value: 'k' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect directly' }));
    expect(await screen.findByText(/HLS partner pushes need a host id/)).toBeTruthy();
    expect(screen.getByText(/HLS partner pushes need a stream id/)).toBeTruthy();
    expect(fake.callsTo('live.connect')).toEqual([]);
    // Nothing typed is lost.
    expect((screen.getByLabelText('Entry name (unique session key)') as HTMLInputElement).value).toBe('partner-1');
  });

  it('a kind the spec does not name (free text) is offered every destination member, none required, and sent as typed', async () => {
    const fake = installFake().on('live.connect', { ok: true, value: { totalMs: 1, results: [{ index: 0, key: 'entry:radio', label: 'radio', outcome: 'accepted', state: 'connecting', message: 'ok', latencyMs: 1 }] } });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot() } }));
    render(<DirectConnectForm />);
    fireEvent.change(screen.getByLabelText('Destination kind'), { target: { value: 'audioserver' } });
    for (const label of ['Host id', 'Stream id', 'Destination host', 'Destination port', 'Destination application', 'Destination instance', 'Username', 'Password']) expect(screen.getByLabelText(`${label} (optional)`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Entry name (unique session key)'), { target: { value: 'radio' } });
    fireEvent.change(screen.getByLabelText('Source stream'), { target: { value: 'main' } });
    fireEvent.change(screen.getByLabelText('Destination stream or key'), { target: { value: 'radio_main' } });
    fireEvent.change(screen.getByLabelText('Destination host (optional)'), { target: { value: 'audio.example' } });
    fireEvent.change(screen.getByLabelText('Destination port (optional)'), { target: { value: '99999' } });
    fireEvent.change(screen.getByLabelText('Username (optional)'), { target: { value: 'src' } });
    fireEvent.change(screen.getByLabelText('Password (optional)'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect directly' }));
    expect(await screen.findByText(/port is 1–65535/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Destination port (optional)'), { target: { value: '8000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect directly' })));
    expect(fake.callsTo('live.connect')).toEqual([
      { connects: [{ app: 'demo-origin', inst: 'live', stream: 'main', service_name: 'audioserver', dst_stream: 'radio_main', entry_name: 'radio', dst_host: 'audio.example', dst_port: '8000', dst_user: 'src', dst_pass: 'pw' }] },
    ]);
  });
});

describe('disconnect all', () => {
  it('arms on the first press saying it stops every push of the account, and fires on the second', async () => {
    const fake = installFake().on('live.disconnect', { ok: true, value: { message: 'Disconnected 2 pushes', entryName: '*' } });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ board: [dest({}), dest({ key: 'entry:fb', entryName: 'fb', label: 'fb' })] }) } }));
    render(<DestinationBoard />);
    fireEvent.click(screen.getByRole('button', { name: /^Disconnect all/ }));
    expect(fake.callsTo('live.disconnect')).toEqual([]);
    const armed = screen.getByRole('button', { name: /Press again to disconnect EVERY push on this account \(2 running\)/ });
    passArmGap(); // the arm machine ignores a second press that comes too fast to be deliberate
    await act(async () => {
      fireEvent.click(armed);
      // Main's snapshot after it: both rows stopped (the answer's words hold while they stay down).
      useMc.getState().liveSnapshot(snapshot({ board: [dest({ state: 'stopped', deliberate: true }), dest({ key: 'entry:fb', entryName: 'fb', label: 'fb', state: 'stopped', deliberate: true })] }));
    });
    expect(fake.callsTo('live.disconnect')).toEqual([{ app: 'demo-origin', inst: 'live', entry_name: '*' }]);
    expect(await screen.findByText('Disconnected 2 pushes')).toBeTruthy();
  });

  it('says DONE while its rows stay down, and takes the words away when a row goes LIVE again', async () => {
    installFake().on('live.disconnect', { ok: true, value: { message: 'Disconnected every push on this account (2)', entryName: '*' } });
    const stopped = { state: 'stopped' as const, liveSince: null, deliberate: true };
    const board = [dest({}), dest({ key: 'entry:fb', entryName: 'fb', label: 'fb' })];
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ board }) } }));
    render(<DestinationBoard />);
    fireEvent.click(screen.getByRole('button', { name: /^Disconnect all/ }));
    passArmGap();
    // Main's snapshot after a Disconnect all: both rows stopped.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Press again to disconnect EVERY push/ }));
      useMc.getState().liveSnapshot(snapshot({ board: board.map((r) => dest({ ...r, ...stopped })) }));
    });
    expect(await screen.findByText('Disconnected every push on this account (2)')).toBeTruthy();
    act(() => useMc.getState().liveSnapshot(snapshot({ board: [dest({ ...board[0], state: 'off', liveSince: null, deliberate: true }), dest({ ...board[1], ...stopped })] })));
    expect(screen.getByText('Disconnected every push on this account (2)')).toBeTruthy(); // STOPPED → OFF: still true
    act(() => useMc.getState().liveSnapshot(snapshot({ board: [dest({ ...board[0], state: 'live' }), dest({ ...board[1], ...stopped })] })));
    expect(screen.queryByText('Disconnected every push on this account (2)')).toBeNull();
  });
});

describe('the destination board', () => {
  it('shows each destination once, in words, with the server reason in its row', () => {
    installFake();
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ board: [dest({ state: 'failed', liveSince: null, reason: 'Destination refused the connection' })] }) } }));
    render(<DestinationBoard />);
    const row = screen.getByRole('row', { name: 'yt (videosite)' });
    expect(within(row).getByText('FAILED')).toBeTruthy();
    expect(within(row).getByText(/Destination refused the connection/)).toBeTruthy();
  });

  it('offers Check on an UNKNOWN row and Retry on a failed one it sent, never both', async () => {
    const fake = installFake().on('live.retry', { ok: true, value: { totalMs: 1, results: [] } }).on('live.checkStatus', { ok: true, value: snapshot() });
    useMc.setState((s) => ({
      live: { ...s.live, retryable: { 'svc:2': { push_service_id: 2, inst: 'live' } },
        snapshot: snapshot({ board: [dest({ key: 'svc:1', label: 'one', pushServiceId: 1, entryName: null, state: 'unknown', liveSince: null }), dest({ key: 'svc:2', label: 'two', pushServiceId: 2, entryName: null, state: 'failed', liveSince: null })] }) },
    }));
    render(<DestinationBoard />);
    expect(screen.queryByRole('button', { name: 'Retry one' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check status of two' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check status of one' })));
    expect(fake.callsTo('live.checkStatus')).toEqual([{}]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry two' })));
    // Main sends it again (and first disconnects a push the server still holds): retry.test.ts.
    expect(fake.callsTo('live.retry')).toEqual([{ key: 'svc:2' }]);
  });

  it('Check status answers in words beside its button: what it found per state', async () => {
    const found = snapshot({ board: [dest({ key: 'svc:1', label: 'one', pushServiceId: 1, entryName: null, state: 'live' }), dest({ key: 'svc:2', label: 'two', pushServiceId: 2, entryName: null, state: 'off', liveSince: null })] });
    installFake().on('live.checkStatus', { ok: true, value: found });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: found } }));
    render(<DestinationBoard />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Check status/ })));
    expect(screen.getByText('Checked 2: 1 LIVE, 1 OFF')).toBeTruthy();
  });

  it('offers Retry after a failure only: never on a row the operator disconnected (STOPPED → OFF)', () => {
    installFake();
    const sent = { push_service_id: 1, inst: 'live' };
    const row = (over: Parameters<typeof dest>[0]) => dest({ key: 'svc:1', label: 'one', pushServiceId: 1, entryName: null, liveSince: null, ...over });
    useMc.setState((s) => ({ live: { ...s.live, retryable: { 'svc:1': sent }, snapshot: snapshot({ board: [row({ state: 'off', deliberate: true })] }) } }));
    render(<DestinationBoard />);
    expect(screen.queryByRole('button', { name: 'Retry one' })).toBeNull();
    act(() => useMc.getState().liveSnapshot(snapshot({ board: [row({ state: 'off', deliberate: false, reason: 'Accepted, but the server does not list it' })] })));
    expect(screen.getByRole('button', { name: 'Retry one' })).toBeTruthy();
  });

  it('keeps a Disconnect in every row: inactive (same place, same name, no Tab stop) when nothing runs', () => {
    installFake();
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ board: [dest({ state: 'stopped', liveSince: null, reason: 'Disconnected' })] }) } }));
    render(<DestinationBoard />);
    const button = screen.getByRole('button', { name: 'Disconnect yt (videosite)' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.tabIndex).toBe(-1);
    expect(within(screen.getByRole('row', { name: 'yt (videosite)' })).getByText('STOPPED')).toBeTruthy();
  });

  it('arms a single Disconnect like Disconnect all, and sends one disconnect for that row where it runs', async () => {
    const fake = installFake().on('live.disconnect', { ok: true, value: { message: 'Disconnected push fb', entryName: 'fb' } });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ board: [dest({}), dest({ key: 'entry:fb', entryName: 'fb', label: 'fb', app: 'channel-origin' })] }) } }));
    render(<DestinationBoard />);
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect fb' }));
    expect(fake.callsTo('live.disconnect')).toEqual([]);
    passArmGap();
    await act(async () => fireEvent.click(within(screen.getByRole('row', { name: 'fb' })).getByRole('button', { name: /Press again to disconnect/ })));
    expect(fake.callsTo('live.disconnect')).toEqual([{ app: 'channel-origin', inst: 'live', entry_name: 'fb' }]);
  });

  it('puts a banner across the board while reads fail, saying since when and that states are as of the last good read (the reason is the Live bar\'s)', () => {
    installFake();
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ board: [dest({})], pollError: 'HTTP 503', failingSince: '2026-11-22T10:01:00.000Z' }) } }));
    render(<DestinationBoard />);
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toMatch(/Reads are failing since/);
    expect(banner.textContent).toMatch(/as of the last good read/);
    expect(banner.textContent).toMatch(/\(the reason is above\)/);
    expect(banner.textContent).not.toMatch(/HTTP 503/);
  });
});

describe('go live', () => {
  it('connects every selected service in one call; each answer is its destination\'s state, not a list', async () => {
    const fake = installFake().on('live.connect', { ok: true, value: { totalMs: 3, results: [] } });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot(), services: { rows: [service(1), service(2)], fetchedAt: 't', stale: false, error: null }, selected: [1, 2] } }));
    render(<GoLivePanel />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Go live \(2\)/ })));
    expect(fake.callsTo('live.connect')).toEqual([{ connects: [{ push_service_id: 1, inst: 'live' }, { push_service_id: 2, inst: 'live' }] }]);
    expect(screen.queryByRole('list', { name: 'Go live results' })).toBeNull();
    expect(useMc.getState().live.retryable).toEqual({ 'svc:1': { push_service_id: 1, inst: 'live' }, 'svc:2': { push_service_id: 2, inst: 'live' } });
  });

  it('refuses, in words on the row, a destination already LIVE (main refuses it too and records it), and the words go when the row changes', async () => {
    const fake = installFake().on('live.connect', { ok: true, value: { totalMs: 1, results: [] } });
    const label = '#1 rtmp → h1.example';
    const one = (over: Parameters<typeof dest>[0]) => dest({ key: 'svc:1', label, pushServiceId: 1, entryName: null, stored: true, ...over });
    const two = dest({ key: 'svc:2', label: '#2 rtmp', pushServiceId: 2, entryName: null, stored: true, state: 'off', liveSince: null });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ board: [one({ state: 'live' }), two] }), services: { rows: [service(1), service(2)], fetchedAt: 't', stale: false, error: null }, selected: [1, 2] } }));
    render(<DestinationBoard />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Go live \(2\)/ })));
    const row = () => screen.getByRole('row', { name: label });
    expect(row().textContent).toMatch(/Not sent: #1 rtmp → h1.example is already LIVE/);
    // Every selected destination goes to main, which sends none that is LIVE (go-live.ts) and audits it NOT SENT.
    expect(fake.callsTo('live.connect')).toEqual([{ connects: [{ push_service_id: 1, inst: 'live' }, { push_service_id: 2, inst: 'live' }] }]);
    act(() => useMc.getState().liveSnapshot(snapshot({ board: [one({ state: 'stopped', liveSince: null, reason: 'Disconnected' }), two] })));
    expect(row().textContent).not.toMatch(/Not sent/);
    expect(row().textContent).toMatch(/Disconnected/);
  });

  it('arms first when a chosen service pushes from another application than the watched one', async () => {
    const fake = installFake().on('live.connect', { ok: true, value: { totalMs: 1, results: [] } });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot(), services: { rows: [service(5, { app: 'channel-origin', stream: 'channel1' })], fetchedAt: 't', stale: false, error: null }, selected: [5] } }));
    render(<GoLivePanel />);
    fireEvent.click(screen.getByRole('button', { name: /Go live \(1\)/ }));
    expect(fake.callsTo('live.connect')).toEqual([]);
    const armed = screen.getByRole('button', { name: /Press again: #5 pushes from channel-origin\/channel1 — not the watched demo-origin\/live/ });
    passArmGap();
    await act(async () => fireEvent.click(armed));
    expect(fake.callsTo('live.connect')).toHaveLength(1);
  });
});

describe('a target that cannot be read', () => {
  it('says nothing was read (the reason is the Live bar\'s), never that there are no sessions', () => {
    installFake();
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ target: { app: 'nope', inst: 'live' }, streams: [], fetchedAt: null, pollError: 'Application instance not found: nope/live' }) } }));
    render(<DestinationBoard />);
    expect(screen.getByText('Nothing read: the read failed (the reason is above).')).toBeTruthy();
    expect(screen.queryByText('Application instance not found: nope/live')).toBeNull();
    expect(screen.queryByText(/No push sessions|No destinations/)).toBeNull();
  });
});

describe('disconnect one', () => {
  it('uses stored mode for a stored service and entry mode otherwise, where the push runs', () => {
    expect(disconnectParams(dest({ entryName: 'yt' }), 'x', 'y')).toEqual({ app: 'demo-origin', inst: 'live', entry_name: 'yt' });
    expect(disconnectParams(dest({ entryName: 'push_502_cam_1', pushServiceId: 502, stream: 'cam_1' }), 'x', 'y')).toEqual({ app: 'demo-origin', inst: 'live', push_service_id: 502, stream: 'cam_1' });
  });
});
