import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordingArea } from '../../../renderer/src/features/live/RecordingArea';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';
import { snapshot } from './fixtures';
import { passArmGap } from '../arm-gap';

describe('recording', () => {
  it('splits the selected stream on F9 and shows the key on its button', async () => {
    const rows = [{ id: 'r1', time: '2026-11-22T10:00:00.000Z', account: 'Sandbox', profileId: 'sandbox', app: 'demo-origin/live', stream: 'cam_2', requested: 'cam_2', title: null, file: 'recordings/cam_2-x.mp4', duration: 75, outcome: 'ok', message: null, deleted: false }];
    const fake = installFake().on('live.split', { ok: true, value: { rows } }).on('live.ledger', { ok: true, value: [] });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot(), selectedStream: 'cam_2' } }));
    render(<RecordingArea />);
    const row = screen.getByRole('row', { name: /cam_2/ });
    expect(within(row).getByRole('button', { name: /Split recording/ }).textContent).toContain('F9');
    await act(async () => fireEvent.keyDown(document, { key: 'F9' }));
    expect(fake.callsTo('live.split')).toEqual([{ app: 'demo-origin/live', stream: 'cam_2' }]);
    expect((await screen.findByRole('status', { name: 'Last split of cam_2' })).getAttribute('title')).toContain('recordings/cam_2-x.mp4');
    expect(useMc.getState().live.ledger?.map((r) => r.id)).toEqual(['r1']);
  });

  it('previews the streams a wildcard matches before firing and blocks a bad callback URL', async () => {
    const fake = installFake().on('live.ledger', { ok: true, value: [] });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot() } }));
    render(<RecordingArea />);
    fireEvent.change(screen.getByLabelText('Stream pattern'), { target: { value: 'cam_*' } });
    expect(screen.getByRole('group', { name: 'Pattern matches' }).textContent).toMatch(/Matches 2 live streams:.*cam_1.*cam_2/);
    fireEvent.change(screen.getByLabelText('Callback URL'), { target: { value: 'ftp://x' } });
    expect(screen.getByText('Callback URL must be an http:// or https:// URL')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Split 2 matching/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(fake.callsTo('live.split')).toEqual([]);
  });

  it('with "delete the closed segment", F9 arms first and only the second press splits', async () => {
    const fake = installFake().on('live.ledger', { ok: true, value: [] }).on('live.split', { ok: true, value: { rows: [] } });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot(), selectedStream: 'main' } }));
    render(<RecordingArea />);
    fireEvent.click(screen.getByLabelText(/Delete the closed segment/));
    await act(async () => fireEvent.keyDown(document, { key: 'F9' }));
    expect(fake.callsTo('live.split')).toEqual([]);
    expect(screen.getByRole('button', { name: /Press again to split main and DELETE the closed segment/ })).toBeTruthy();
    passArmGap();
    await act(async () => fireEvent.keyDown(document, { key: 'F9' }));
    expect(fake.callsTo('live.split')).toEqual([{ app: 'demo-origin/live', stream: 'main', delete: true }]);
  });

  const ledgerRow = (stream: string, outcome: string) => ({ id: `${stream}-${outcome}`, time: '2026-11-22T10:00:00.000Z', account: 'Sandbox', profileId: 'sandbox', app: 'demo-origin/live', stream, requested: stream, title: null, file: outcome === 'ok' ? 'f.mp4' : null, duration: null, outcome, message: outcome === 'ok' ? null : 'no clear answer', deleted: false });

  it('after an UNKNOWN split, F9 on that stream arms (press again) until Check reads the stream and the ledger', async () => {
    const fake = installFake().on('live.ledger', { ok: true, value: [] }).on('live.split', { ok: true, value: { rows: [ledgerRow('main', 'unknown')] } }).on('live.checkStatus', { ok: true, value: snapshot() });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot(), selectedStream: 'main' } }));
    render(<RecordingArea />);
    await act(async () => fireEvent.keyDown(document, { key: 'F9' }));
    expect(fake.callsTo('live.split')).toHaveLength(1);
    await act(async () => fireEvent.keyDown(document, { key: 'F9' }));
    expect(fake.callsTo('live.split')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Press again: the last split of main has no clear answer/ })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check the last split of main' })));
    expect(fake.callsTo('live.checkStatus')).toHaveLength(1);
    expect(fake.callsTo('live.ledger').length).toBeGreaterThan(0);
    await act(async () => fireEvent.keyDown(document, { key: 'F9' }));
    expect(fake.callsTo('live.split')).toHaveLength(2);
  });

  it('clears title and description after a successful split unless "keep for next split" is ticked', async () => {
    installFake().on('live.ledger', { ok: true, value: [] }).on('live.split', { ok: true, value: { rows: [ledgerRow('main', 'ok')] } });
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot(), selectedStream: 'main' } }));
    render(<RecordingArea />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Act 1' } });
    await act(async () => fireEvent.keyDown(document, { key: 'F9' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByLabelText(/Keep title and description/));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Act 2' } });
    await act(async () => fireEvent.keyDown(document, { key: 'F9' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Act 2');
  });

  it('moves the F9 target only by selecting a stream, names it beside the key, and disables Split where nothing records', async () => {
    installFake().on('live.ledger', { ok: true, value: [] }).on('live.split', { ok: true, value: { rows: [] } });
    const snap = snapshot();
    snap.streams[1] = { ...snap.streams[1]!, recording: false };
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snap, selectedStream: 'main' } }));
    render(<RecordingArea />);
    expect(screen.getByText((_, el) => el?.tagName === 'P' && /^F9 splits main$/.test(el.textContent ?? ''))).toBeTruthy();
    const cam1 = screen.getByRole('row', { name: /cam_1/ });
    await act(async () => fireEvent.click(within(cam1).getByRole('button', { name: /Split recording/ })));
    expect(useMc.getState().live.selectedStream).toBe('main');
    fireEvent.click(within(cam1).getByRole('radio'));
    expect(useMc.getState().live.selectedStream).toBe('cam_1');
    const cam2 = screen.getByRole('row', { name: /cam_2/ });
    expect((within(cam2).getByRole('button', { name: /Split recording/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(cam2).getByText('Not recording — nothing to split')).toBeTruthy();
  });
});
