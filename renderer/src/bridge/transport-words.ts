/**
 * What web mode's bridge says when the socket to the console service is not there:
 * typed failures for calls (in flight: the outcome is unknown and nothing is resent;
 * never sent: safe to try again) and the notices the shell shows.
 */
import type { IpcError, IpcResult } from '../../../shared/ipc/define';
import type { McEvent } from '../../../shared/ipc/events';

export function failure(error: IpcError): IpcResult<never> {
  return { ok: false, error };
}

export const lostInFlight = (channel: string): IpcError => ({
  kind: 'outcome_unknown',
  cause: 'connection_reset',
  message: `The connection to the console service was lost while ${channel} was running. It may or may not have completed; check before doing it again.`,
});

export const neverSent = (channel: string): IpcError => ({
  kind: 'network_not_sent',
  cause: 'console_service_unreachable',
  message: `The console service could not be reached, so ${channel} was not run. Is master-control web still running?`,
});

export const lostNotice: McEvent = {
  type: 'notice',
  level: 'error',
  title: 'Connection to the console service lost',
  body:
    'Reconnecting… Actions wait until it is back; anything that was running may or may not have completed. ' +
    'If master-control web was restarted, open the new URL it printed: each launch has a new token.',
};

export const backNotice: McEvent = {
  type: 'notice',
  level: 'info',
  title: 'Connection to the console service restored',
  body: 'You can carry on.',
};

const clockOf = (ms: number): string => new Date(ms).toTimeString().slice(0, 8);

/** "Host unreachable since 19:02:11": the words of every view's STALE while the socket is down. */
export const unreachableSince = (since: number): string => `Host unreachable since ${clockOf(since)}`;

export const unreachableAct = (channel: string, since: number): IpcError => ({
  kind: 'network_not_sent',
  cause: 'console_service_unreachable',
  message: `Not sent: ${unreachableSince(since)}, so this view cannot read the board it would act on (${channel}). Nothing was sent; press again once it is back.`,
});
