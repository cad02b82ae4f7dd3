/**
 * Rehearsal on a mirror, the renderer's side: the REHEARSAL hazard in the account bar and
 * the status bar on any screen; Rehearse keeps the sheet's run view across the switch into
 * the mirror; the fault panel sets and lifts faults on the mirror; End rehearsal goes back.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RehearsalFaultInput, RehearsalState } from '../../../shared/ipc/rehearsal';
import { App } from '../../../renderer/src/app/App';
import { paletteEntries, usePaletteRegistry } from '../../../renderer/src/app/palette/palette-registry';
import type { ScreenDef } from '../../../renderer/src/app/screen-def';
import { sheetsScreens } from '../../../renderer/src/features/sheets/screens';
import { prod, installShellFake } from '../app/shell-fake';
import type { FakeBridge } from '../fake-bridge';
import { accountsList, profile, sandbox } from '../fixtures';
import { service } from '../live/fixtures';
import { sixCueSheet } from '../../unit/sheets/fixtures';

const mirror = profile({ id: 'm1', name: 'Production — rehearsal', mirrorOf: 'p1', colour: prod.colour });
const sheet = { ...sixCueSheet('p1'), accountName: 'Production' };
const plain: ScreenDef[] = [{ id: 'live', navLabel: 'Live', load: async () => ({ default: () => <h1>Live</h1> }) }];

let fake: FakeBridge;
let activeId: string;
let now: RehearsalState;
/** Holds the fault answers back until released (to see a toggle while its answer is awaited). */
let gate: Promise<void>;

function faulted(input: RehearsalFaultInput): RehearsalState {
  const f = now.faults;
  if (input.kind === 'clear') return { ...now, faults: { refused: [], loseNextAnswer: false } };
  if (input.kind === 'lose_next_answer') return { ...now, faults: { ...f, loseNextAnswer: true } };
  const refused = f.refused.filter((id) => id !== input.push_service_id);
  return { ...now, faults: { ...f, refused: input.refused ? [...refused, input.push_service_id] : refused } };
}

beforeEach(() => {
  fake = installShellFake();
  gate = Promise.resolve();
  activeId = 'p1';
  now = { account: 'm1', name: mirror.name, mirrorOf: 'p1', mirrorOfName: 'Production', copied: { services: 2, apps: 1, streams: 3, channels: 1 }, faults: { refused: [], loseNextAnswer: false }, realLive: { at: '2026-11-26T02:00:00.000Z', pushes: [{ label: '#501 youtube → a.youtube.example (stream cam_1)', failed: false }] }, from: 'real' };
  fake
    .on('accounts.list', () => ({ ok: true, value: accountsList([sandbox, prod, ...(activeId === 'm1' ? [mirror] : [])], activeId) }))
    .on('sheets.list', { ok: true, value: [{ id: sheet.id, name: sheet.name, account: 'p1', accountName: 'Production', cues: 6, problem: null }] })
    .on('sheets.get', { ok: true, value: sheet })
    .on('sheets.check', { ok: true, value: { problems: {}, appsChecked: true, flags: {}, secrets: {} } })
    .on('live.services', { ok: true, value: { services: [service(502), service(503)], fetchedAt: '2026-11-26T02:00:00.000Z' } })
    .on('sheets.fire', { ok: true, value: { state: 'connecting', message: '3 of 3', parts: [], auditIds: [], firedAt: '2026-11-26T02:00:00.000Z' } })
    .on('rehearsal.current', () => ({ ok: true, value: activeId === 'm1' ? now : null }))
    .on('rehearsal.start', () => {
      activeId = 'm1';
      return { ok: true, value: now };
    })
    .on('rehearsal.fault', async (input) => {
      await gate;
      now = faulted(input as RehearsalFaultInput);
      return { ok: true, value: now };
    })
    .on('rehearsal.end', () => {
      activeId = 'p1';
      return { ok: true, value: null };
    });
});

const bar = () => screen.getByRole('banner', { name: 'Active account' });
const status = () => screen.getByRole('contentinfo', { name: 'Status' });

describe('rehearsal hazard', () => {
  it('says REHEARSAL in the account bar and the status bar on any screen while the mirror is active, in hazard stripes, never the real colour', async () => {
    activeId = 'm1';
    render(<App screens={plain} />);
    await screen.findByRole('heading', { level: 1, name: 'Live' });
    await waitFor(() => expect(bar().textContent).toContain('REHEARSAL'));
    expect(bar().textContent).toContain('mirror of Production · nothing reaches it');
    expect(bar().className).toContain('mc-accountbar--sandbox');
    expect(bar().getAttribute('style')).toBeNull();
    expect(status().textContent).toContain('REHEARSAL');
  });

  it('is absent on the real account', async () => {
    render(<App screens={plain} />);
    await waitFor(() => expect(screen.getByTestId('active-account').textContent).toBe('Production'));
    expect(bar().textContent).not.toContain('REHEARSAL');
    expect(status().textContent).not.toContain('REHEARSAL');
  });
});

describe('Rehearse, the fault panel and End rehearsal', () => {
  it('rehearses the open sheet on the mirror, keeps its run view, sets and lifts faults there, and ends back on the real account', async () => {
    window.location.hash = '#/sheets';
    render(<App screens={sheetsScreens} />);
    fireEvent.click(await screen.findByRole('button', { name: /Gala night/ }));
    const rehearse = await screen.findByRole('button', { name: 'Rehearse' });
    await act(async () => fireEvent.click(rehearse));
    expect(fake.calls.filter(([c]) => c === 'rehearsal.start')).toEqual([['rehearsal.start', { from: 'real' }, 'p1']]);

    // The switch remounted the screen on the mirror: the same sheet, on its run view.
    const panel = await screen.findByRole('region', { name: 'Rehearsal' });
    expect(screen.getByRole('region', { name: 'Standby' }).textContent).toContain('STANDBY · cue 1 of 6');
    expect(panel.textContent).toContain('REHEARSAL');
    expect(panel.textContent).toContain('Mirror of Production: nothing reaches Production. 2 destinations, 1 applications, 3 live streams, 1 channels copied.');
    // What runs on the real account stays there, named beside the mirror (which starts, by default, from them as read).
    expect(within(panel).getByRole('group', { name: 'On Production' }).textContent).toMatch(/^On Production, the real account \(read at .+; left running there, copied into the mirror\):●LIVE #501 youtube → a\.youtube\.example \(stream cam_1\)$/);
    expect(within(panel).getByText(/^Rehearsal starts from the real account as last read at/).textContent).toMatch(/at .+/);
    expect(bar().textContent).toContain('REHEARSAL');

    const refuse503 = await within(panel).findByRole('checkbox', { name: /^Refuse #503 rtmp → h503\.example/ });
    expect((refuse503 as HTMLInputElement).checked).toBe(false);
    let release = (): void => {};
    gate = new Promise((r) => (release = r));
    await act(async () => fireEvent.click(refuse503));
    expect(fake.calls.filter(([c]) => c === 'rehearsal.fault')).toEqual([['rehearsal.fault', { kind: 'refuse', push_service_id: 503, refused: true }, 'm1']]);
    // Sent, no answer yet: the toggle shows what was asked, with sending… beside it.
    expect((refuse503 as HTMLInputElement).checked).toBe(true);
    expect(refuse503.closest('label')!.textContent).toContain('sending…');
    await act(async () => release());
    await waitFor(() => expect(refuse503.closest('label')!.textContent).toContain('REFUSES'));
    expect((refuse503 as HTMLInputElement).checked).toBe(true);

    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Lose next answer' })));
    await waitFor(() => expect(panel.textContent).toContain('NEXT ANSWER LOST'));
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Clear faults' })));
    await waitFor(() => expect((refuse503 as HTMLInputElement).checked).toBe(false));
    expect(panel.textContent).not.toContain('NEXT ANSWER LOST');
    expect(fake.callsTo('rehearsal.fault').slice(1)).toEqual([{ kind: 'lose_next_answer' }, { kind: 'clear' }]);

    // Every control is a palette action too.
    const labels = paletteEntries(usePaletteRegistry.getState().regs).map((e) => e.label);
    expect(labels).toEqual(expect.arrayContaining(['Refuse #502 rtmp → h502.example', 'Refuse #503 rtmp → h503.example', 'Lose next answer', 'Clear faults', 'End rehearsal (back to Production)']));

    // GO fires the real account's sheet on the mirror.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'GO' })));
    expect(fake.calls.filter(([c]) => c === 'sheets.fire').map(([, , account]) => account)).toEqual(['m1']);

    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'End rehearsal' })));
    await waitFor(() => expect(screen.getByTestId('active-account').textContent).toBe('Production'));
    expect(bar().textContent).not.toContain('REHEARSAL');
    expect(screen.queryByRole('region', { name: 'Rehearsal' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Run…' })).toBeTruthy();
    expect(screen.getByLabelText('Sheet name')).toHaveProperty('value', 'Gala night');
  });

  it('says why a failed start did not happen, and disables Rehearse for a sheet of another account', async () => {
    fake.on('rehearsal.start', { ok: false, error: { kind: 'conflict', message: 'Rehearsal is not built yet' } });
    window.location.hash = '#/sheets';
    render(<App screens={sheetsScreens} />);
    fireEvent.click(await screen.findByRole('button', { name: /Gala night/ }));
    const rehearse = await screen.findByRole('button', { name: 'Rehearse' });
    await act(async () => fireEvent.click(rehearse));
    expect(await screen.findByText(/Rehearsal is not built yet/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Rehearsal' })).toBeNull();
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Active account' }), { target: { value: 'sandbox' } }));
    fireEvent.click(await screen.findByRole('button', { name: /Gala night/ }));
    await screen.findByText('This sheet was written for Production; it runs only there.');
    expect((screen.getByRole('button', { name: 'Rehearse' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
