import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DirectConnectForm } from '../../../renderer/src/features/live/DirectConnectForm';
import { SessionsTable } from '../../../renderer/src/features/live/SessionsTable';
import { GoLivePanel } from '../../../renderer/src/features/live/GoLivePanel';
import { useLiveEvents } from '../../../renderer/src/features/live/use-live-events';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';
import { service, session, snapshot } from './fixtures';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

  it('asks a streaming-audio server for host, port, user and password, and sends a valid one', async () => {
    const fake = installFake().on('live.connect', { ok: true, value: { totalMs: 1, results: [{ index: 0, label: 'radio', outcome: 'accepted', state: 'connecting', message: 'ok', latencyMs: 1 }] } });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot() } }));
    render(<DirectConnectForm />);
    fireEvent.change(screen.getByLabelText('Destination kind'), { target: { value: 'audioserver' } });
    for (const label of ['Destination host', 'Destination port', 'Username', 'Password']) expect(screen.getByLabelText(label)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Entry name (unique session key)'), { target: { value: 'radio' } });
    fireEvent.change(screen.getByLabelText('Source stream'), { target: { value: 'main' } });
    fireEvent.change(screen.getByLabelText('Destination stream or key'), { target: { value: 'radio_main' } });
    fireEvent.change(screen.getByLabelText('Destination host'), { target: { value: 'audio.example' } });
    fireEvent.change(screen.getByLabelText('Destination port'), { target: { value: '99999' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'src' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect directly' }));
    expect(await screen.findByText(/port is 1–65535/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Destination port'), { target: { value: '8000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect directly' })));
    expect(fake.callsTo('live.connect')).toEqual([
      { connects: [{ app: 'demo-origin', inst: 'live', stream: 'main', service_name: 'audioserver', dst_stream: 'radio_main', entry_name: 'radio', dst_host: 'audio.example', dst_port: '8000', dst_user: 'src', dst_pass: 'pw' }], requestId: expect.any(String) },
    ]);
  });
});

describe('disconnect all', () => {
  it('arms on the first press saying it stops every push of the account, and fires on the second', async () => {
    const fake = installFake().on('live.disconnect', { ok: true, value: { message: 'Disconnected 2 pushes', entryName: '*' } });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ sessions: [session({}), session({ key: 'entry:fb', entryName: 'fb', label: 'fb' })] }) } }));
    render(<SessionsTable />);
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect all' }));
    expect(fake.callsTo('live.disconnect')).toEqual([]);
    const armed = screen.getByRole('button', { name: /Press again to disconnect EVERY push on this account \(2 on demo-origin\/live\)/ });
    await sleep(400); // the arm machine ignores a second press that comes too fast to be deliberate
    await act(async () => fireEvent.click(armed));
    expect(fake.callsTo('live.disconnect')).toEqual([{ app: 'demo-origin', inst: 'live', entry_name: '*' }]);
    expect(await screen.findByText('Disconnected 2 pushes')).toBeTruthy();
  });

  it('shows each session state in words with the server reason', () => {
    installFake();
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ sessions: [session({ state: 'failed', reason: 'Destination refused the connection' })] }) } }));
    render(<SessionsTable />);
    const table = screen.getByRole('table', { name: 'Push sessions' });
    expect(within(table).getByText('FAILED')).toBeTruthy();
    expect(within(table).getByText(/Destination refused the connection/)).toBeTruthy();
  });
});

describe('go live', () => {
  it('connects every selected service in one call and offers Retry only on the failed one', async () => {
    const fake = installFake().on('live.connect', (input) => {
      const n = (input as { connects: unknown[] }).connects.length;
      return n === 1
        ? { ok: true, value: { totalMs: 1, results: [{ index: 0, label: 'x', outcome: 'accepted', state: 'connecting', message: 'ok', latencyMs: 1 }] } }
        : { ok: true, value: { totalMs: 3, results: [
            { index: 0, label: '#1 rtmp → h1.example', outcome: 'accepted', state: 'connecting', message: 'Accepted by the server — connecting', latencyMs: 1 },
            { index: 1, label: '#2 rtmp → h2.example', outcome: 'failed', state: 'failed', message: 'Rejected by the server: busy', latencyMs: 1 },
          ] } };
    });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot(), services: { rows: [service(1), service(2)], fetchedAt: 't', stale: false, error: null }, selected: [1, 2] } }));
    render(<GoLivePanel />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Go live \(2\)/ })));
    expect(fake.callsTo('live.connect')).toEqual([{ connects: [{ push_service_id: 1, inst: 'live' }, { push_service_id: 2, inst: 'live' }], requestId: expect.any(String) }]);
    expect(screen.getByText('Rejected by the server: busy')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry #1 rtmp → h1.example' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry #2 rtmp → h2.example' })));
    expect(fake.callsTo('live.connect')[1]).toEqual({ connects: [{ push_service_id: 2, inst: 'live' }] });
  });
});

describe('go live results as they arrive', () => {
  function Wired() {
    useLiveEvents();
    return <GoLivePanel />;
  }

  it('shows a fast destination\'s result in its row while a slow one still shows SENDING', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const fake = installFake().on('live.connect', () => new Promise((res) => (answer = res)) as never);
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot(), services: { rows: [service(1), service(2)], fetchedAt: 't', stale: false, error: null }, selected: [1, 2] } }));
    render(<Wired />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Go live \(2\)/ })));
    const { requestId } = fake.callsTo('live.connect')[0] as { requestId: string };
    const fast = { index: 0, label: '#1 rtmp → h1.example', outcome: 'failed', state: 'failed', message: 'Rejected by the server: busy', latencyMs: 1 } as const;
    // An event of another Go live must not touch these rows.
    await act(async () => fake.emit({ type: 'live.destination', requestId: 'someone-else', result: { ...fast, message: 'wrong' } }));
    expect(screen.queryByText('wrong')).toBeNull();
    await act(async () => fake.emit({ type: 'live.destination', requestId, result: fast }));
    const row1 = screen.getByRole('listitem', { name: 'Result for #1 rtmp → h1.example' });
    const row2 = screen.getByRole('listitem', { name: 'Result for #2 rtmp → h2.example' });
    expect(within(row1).getByText('Rejected by the server: busy')).toBeTruthy();
    expect(within(row1).getByRole('button', { name: 'Retry #1 rtmp → h1.example' })).toBeTruthy();
    expect(within(row2).getByText('SENDING')).toBeTruthy();
    await act(async () => answer({ ok: true, value: { totalMs: 9, results: [fast, { index: 1, label: '#2 rtmp → h2.example', outcome: 'accepted', state: 'connecting', message: 'ok', latencyMs: 9 }] } }));
    expect(within(row2).queryByText('SENDING')).toBeNull();
    expect(within(row2).getByText('SENT')).toBeTruthy();
  });
});

describe('a target that cannot be read', () => {
  it('says it could not read it, never that there are no sessions', () => {
    installFake();
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ target: { app: 'nope', inst: 'live' }, streams: [], fetchedAt: null, pollError: 'Application instance not found: nope/live' }) } }));
    render(<SessionsTable />);
    expect(screen.getByText('Could not read nope/live.')).toBeTruthy();
    expect(screen.getByText('Application instance not found: nope/live')).toBeTruthy();
    expect(screen.queryByText(/No push sessions/)).toBeNull();
  });
});

describe('disconnect one', () => {
  it('uses entry mode when the session has an entry name, stored mode otherwise', async () => {
    const { disconnectParams } = await import('../../../renderer/src/features/live/SessionsTable');
    expect(disconnectParams(session({ entryName: 'yt' }), 'demo-origin', 'live')).toEqual({ app: 'demo-origin', inst: 'live', entry_name: 'yt' });
    expect(disconnectParams(session({ entryName: null, pushServiceId: 502, stream: 'cam_1' }), 'demo-origin', 'live')).toEqual({ app: 'demo-origin', inst: 'live', push_service_id: 502, stream: 'cam_1' });
  });

  it('sends one disconnect for the row pressed', async () => {
    const fake = installFake().on('live.disconnect', { ok: true, value: { message: 'Disconnected push yt', entryName: 'yt' } });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ sessions: [session({}), session({ key: 'entry:fb', entryName: 'fb', label: 'fb' })] }) } }));
    render(<SessionsTable />);
    const row = screen.getByRole('row', { name: /fb/ });
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Disconnect' })));
    expect(fake.callsTo('live.disconnect')).toEqual([{ app: 'demo-origin', inst: 'live', entry_name: 'fb' }]);
    expect(within(row).getByText('Disconnected push yt')).toBeTruthy();
  });
});
