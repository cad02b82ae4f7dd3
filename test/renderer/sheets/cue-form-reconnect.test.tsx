/**
 * The add-a-cue form's "Reconnect automatically" box on a go-live cue: ticked, the cue it
 * adds says reconnect (the sheet schema's member); left alone, the cue has none; and the
 * box is offered on a go live only.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PushServiceView } from '../../../shared/ipc/live';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import { CueForm } from '../../../renderer/src/features/sheets/CueForm';
import { blankSheet } from '../../../renderer/src/features/sheets/sheet-edit';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';

const SERVICE = { push_service_id: 501, service_name: 'youtube', dst_host: 'a.rtmp.youtube.com', app: 'demo-origin', stream: 'main' } as unknown as PushServiceView;

function setup(): Sheet[] {
  installFake().on('groups.list', { ok: true, value: [] }).on('live.applications', { ok: false, error: { kind: 'unknown_channel', message: 'none' } });
  const drafts: Sheet[] = [];
  useMc.setState((s) => ({ sheets: { ...s.sheets, services: [SERVICE], draft: blankSheet({ id: 'sandbox', name: 'Sandbox' }, 'Show') }, setDraft: (sheet: Sheet) => drafts.push(sheet) }));
  return drafts;
}

async function addGoLive(reconnect: boolean): Promise<Sheet[]> {
  const drafts = setup();
  render(<CueForm />);
  const form = screen.getByRole('form', { name: 'Add a cue' });
  fireEvent.click(within(form).getByRole('checkbox', { name: /#501/ }));
  if (reconnect) fireEvent.click(within(form).getByRole('checkbox', { name: /^Reconnect automatically/ }));
  await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add cue' })));
  return drafts;
}

describe('the add-a-cue form', () => {
  it('adds a go-live cue that reconnects automatically when the box is ticked', async () => {
    const drafts = await addGoLive(true);
    expect(drafts.at(-1)!.cues.at(-1)!.action).toMatchObject({ kind: 'goLive', reconnect: true, connects: [{ push_service_id: 501 }] });
  });

  it('leaves reconnect out when the box is not ticked', async () => {
    const drafts = await addGoLive(false);
    expect(drafts.at(-1)!.cues.at(-1)!.action).toMatchObject({ kind: 'goLive', reconnect: undefined });
  });

  it('offers the box on a go live only', () => {
    setup();
    render(<CueForm />);
    const form = screen.getByRole('form', { name: 'Add a cue' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Action' }), { target: { value: 'disconnect' } });
    expect(within(form).queryByRole('checkbox', { name: /^Reconnect automatically/ })).toBeNull();
  });
});
