import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordingArea } from '../../../renderer/src/features/live/RecordingArea';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';
import { snapshot } from './fixtures';

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
    expect((await screen.findAllByText(/recordings\/cam_2-x.mp4/)).length).toBeGreaterThan(0);
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
    await new Promise((r) => setTimeout(r, 400));
    await act(async () => fireEvent.keyDown(document, { key: 'F9' }));
    expect(fake.callsTo('live.split')).toEqual([{ app: 'demo-origin/live', stream: 'main', delete: true }]);
  });
});
