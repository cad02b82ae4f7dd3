/**
 * One watch-read failure reads once on the Live screen (new-operator pass: the reason was
 * shown four times — the Live bar, the board's banner, the board's "Could not read" box and
 * Recording's box). The Live bar keeps the full reason; the other areas say briefly what it
 * means for them. A different failure (here the ledger's) is still said, once, where it applies.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_READ } from '../../../renderer/src/components/not-read';
import { DestinationBoard } from '../../../renderer/src/features/live/DestinationBoard';
import { RecordingArea } from '../../../renderer/src/features/live/RecordingArea';
import { TargetBar } from '../../../renderer/src/features/live/TargetBar';
import type { LiveData } from '../../../renderer/src/features/live/live-state';
import { barLine, boardView, streamsView } from '../../../renderer/src/features/live/read-failure';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';
import { dest, snapshot } from './fixtures';

const REASON = 'Not sent: could not connect to the server (ECONNREFUSED).';
const SINCE = '2026-11-22T10:01:00.000Z';

function liveScreen(live: Partial<LiveData>) {
  installFake().on('live.ledger', live.ledgerError ? { ok: false, error: live.ledgerError } : { ok: true, value: [] });
  useMc.setState((s) => ({ live: { ...s.live, ...live } }));
  return render(
    <>
      <TargetBar />
      <DestinationBoard />
      <RecordingArea />
    </>,
  );
}

/** How many times `text` is written on the screen (hover titles aside). */
function timesShown(container: HTMLElement, text: string): number {
  return (container.textContent ?? '').split(text).length - 1;
}

describe('a failed watch read, said once', () => {
  it('nothing read: the Live bar gives the reason; the board and Recording say, in the one wording, that nothing was read', async () => {
    const { container } = liveScreen({ snapshot: snapshot({ streams: [], board: [], fetchedAt: null, pollError: REASON, failingSince: SINCE }) });
    await screen.findByText('· none yet');
    expect(timesShown(container, REASON)).toBe(1);
    expect(container.querySelector('.lv-status')!.textContent).toContain(`FAILED· could not read the streams: ${REASON}`);
    expect(screen.getAllByText(NOT_READ.title)).toHaveLength(2);
    expect(screen.queryByText(/Could not read/)).toBeNull();
    expect(screen.queryByText(/No destinations|No live streams/)).toBeNull();
    // The time the failures began is still on screen, with the board.
    expect(screen.getByText(/Failing since/)).toBeTruthy();
  });

  it('rows as last known: the banner says since when and what the rows are, and points to the reason above', async () => {
    const { container } = liveScreen({ snapshot: snapshot({ board: [dest({})], pollError: REASON, failingSince: SINCE }) });
    await screen.findByText('· none yet');
    expect(timesShown(container, REASON)).toBe(1);
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toMatch(/Reads are failing since .* \(the reason is above\)\. The states below are as of the last good read/);
    expect(banner.textContent).not.toContain(REASON);
    expect(screen.getByRole('table', { name: 'Live streams' })).toBeTruthy();
  });

  it('rows only as sent: the banner says nothing has been read, without the reason', async () => {
    const { container } = liveScreen({ snapshot: snapshot({ streams: [], board: [dest({ state: 'connecting' })], fetchedAt: null, pollError: REASON, failingSince: SINCE }) });
    await screen.findByText('· none yet');
    expect(timesShown(container, REASON)).toBe(1);
    expect(screen.getByRole('alert').textContent).toMatch(/Nothing has been read yet: the states below are only what this console sent/);
    expect(screen.getAllByText(NOT_READ.title)).toHaveLength(1); // Recording's; the board shows its rows
  });

  it('a different failure keeps its own line: the ledger read failing is said once, beside the watch read failing once', async () => {
    const ledgerError = { kind: 'io_error' as const, message: 'The split ledger could not be read: EACCES' };
    const { container } = liveScreen({ snapshot: snapshot({ board: [dest({})], pollError: REASON, failingSince: SINCE }), ledgerError });
    await screen.findByText(/EACCES/);
    expect(timesShown(container, REASON)).toBe(1);
    expect(timesShown(container, ledgerError.message)).toBe(1);
  });

  it('a good read says no failure anywhere', async () => {
    liveScreen({ snapshot: snapshot({ board: [dest({})] }) });
    await screen.findByText('· none yet');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(NOT_READ.title)).toBeNull();
    expect(screen.getByText(/Last refreshed/)).toBeTruthy();
  });
});

describe('which area says what (read-failure.ts)', () => {
  const live = (over: Partial<LiveData>): LiveData => ({ ...useMc.getState().live, ...over });

  it('the Live bar tells a cached answer, a failed refresh and a never-read target apart, each with the reason', () => {
    const at = '2026-11-22T10:00:00.000Z';
    expect(barLine(live({ snapshot: snapshot({ pollError: REASON }), sessionsStale: true }))).toEqual({ kind: 'cached', fetchedAt: at, reason: REASON });
    expect(barLine(live({ snapshot: snapshot({ pollError: REASON }) }))).toEqual({ kind: 'refresh-failed', fetchedAt: at, reason: REASON });
    expect(barLine(live({ snapshot: snapshot({ fetchedAt: null, pollError: REASON }) }))).toEqual({ kind: 'never-read', reason: REASON });
    expect(barLine(live({ snapshot: snapshot() }))).toEqual({ kind: 'fresh', fetchedAt: at });
  });

  it('says STALE once the last read is older than two polls and 5 s, never "Last refreshed" over old data', () => {
    const at = '2026-11-22T10:00:00.000Z';
    const snap = snapshot({ intervalMs: 2000, staleAfterMs: 9000 });
    expect(barLine(live({ snapshot: snap }), Date.parse(at) + 9000)).toEqual({ kind: 'fresh', fetchedAt: at });
    expect(barLine(live({ snapshot: snap }), Date.parse(at) + 9001)).toEqual({ kind: 'stale', fetchedAt: at });
  });

  it('a first read still on its way is "reading", not "not read", in the board and Recording', () => {
    const l = live({ snapshot: snapshot({ fetchedAt: null, streams: [], board: [] }) });
    expect(boardView(l)).toEqual({ kind: 'reading', target: 'demo-origin/live' });
    expect(streamsView(l)).toEqual({ kind: 'reading', target: 'demo-origin/live' });
  });
});
