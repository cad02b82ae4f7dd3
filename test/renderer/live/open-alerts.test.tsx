/**
 * Open alerts on Live when main cannot answer the list: the section says the read failed, in
 * main's own words, never "Not read yet." (a failure passed off as a wait); a list read
 * before stays, marked as last read; Read again asks once more and a list clears the line.
 * An acknowledgement only asks main: the list changes with main's `incidents.changed`.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import type { OpenIncident } from '../../../shared/ipc/incidents';
import { OpenAlerts } from '../../../renderer/src/features/live/OpenAlerts';
import { resetMc, useMc } from '../../../renderer/src/stores/store';
import { type FakeBridge, installFake } from '../fake-bridge';

const DOWN = { ok: false as const, error: { kind: 'internal' as const, message: 'The console could not answer: the connection to main closed.' } };
const incident: OpenIncident = { incident: 'i1', account: 'p1', accountName: 'Sandbox', cause: 'failed', destination: 'yt', openedAt: '2026-12-02T15:00:00.000Z', acked: false, text: 'yt FAILED on Sandbox: Connection reset' };

let fake: FakeBridge;
beforeEach(() => {
  resetMc();
  fake = installFake();
});

it('a failed first read says why in main words, not "Not read yet."; Read again with an answer lists the alerts', async () => {
  fake.on('incidents.list', DOWN);
  render(<OpenAlerts />);
  await screen.findByText(DOWN.error.message);
  expect(screen.queryByText('Not read yet.')).toBeNull();
  fake.on('incidents.list', { ok: true, value: [incident] });
  fireEvent.click(screen.getByRole('button', { name: 'Read again' }));
  await screen.findByText(incident.text);
  expect(screen.queryByText(DOWN.error.message)).toBeNull();
  expect(fake.callsTo('incidents.list')).toHaveLength(2);
});

it('a failed later read keeps the list as last read and says so; the next incidents.changed clears the line', async () => {
  fake.on('incidents.list', { ok: true, value: [incident] });
  render(<OpenAlerts />);
  await screen.findByText(incident.text);
  fake.on('incidents.list', DOWN);
  await useMc.getState().loadIncidents();
  await screen.findByText(`${DOWN.error.message} (the list below is as last read)`);
  expect(screen.getByText(incident.text)).toBeTruthy();
  useMc.getState().incidentsChanged([{ ...incident, acked: true }]);
  await waitFor(() => expect(screen.queryByText(/the list below is as last read/)).toBeNull());
  expect(screen.getByText('ACKNOWLEDGED')).toBeTruthy();
});

it('acknowledging asks main once and reads nothing more: the list moves with incidents.changed', async () => {
  fake.on('incidents.list', { ok: true, value: [incident] }).on('incidents.acknowledge', { ok: true, value: { acknowledged: [incident], message: 'Acknowledged' } });
  render(<OpenAlerts />);
  await screen.findByText(incident.text);
  const r = await useMc.getState().acknowledgeIncident('i1');
  expect(r.ok).toBe(true);
  expect(fake.callsTo('incidents.acknowledge')).toEqual([{ incident: 'i1', account: null }]);
  expect(fake.callsTo('incidents.list')).toHaveLength(1);
});
