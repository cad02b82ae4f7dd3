/**
 * Recording splits: one recording.split call, then one ledger row per stream (or one
 * row for a request that failed as a whole), appended before the screen hears of it.
 */
import { randomUUID } from 'node:crypto';
import type { CommandParams } from '../../../shared/api/catalog';
import { type LedgerRow, type SplitRequestInfo, rowsFromSplitFailure, rowsFromSplitResponse } from '../../../shared/domain/live/ledger';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { SplitValue } from '../../../shared/ipc/live';
import type { FeatureDeps } from '../deps';
import type { LedgerStore } from './ledger-store';

export async function splitRecording(
  deps: FeatureDeps,
  ledger: LedgerStore,
  params: CommandParams<'recording.split'>,
): Promise<IpcResult<SplitValue>> {
  const profile = deps.gateway.activeProfile();
  const info: SplitRequestInfo = {
    idBase: randomUUID(),
    time: new Date(deps.clock.now()).toISOString(),
    account: profile.name,
    profileId: profile.id,
    app: params.app.trim(),
    stream: params.stream.trim(),
    title: params.title?.trim() || null,
    deleted: params.delete === true || params.delete === 1 || params.delete === '1' || params.delete === 'true',
  };
  const r = await deps.gateway.call('recording.split', params);
  // A request the catalog refused, or one refused because another account became active
  // before it was sent (Activity has that refusal), was never sent: nothing to log.
  if (!r.ok && (r.error.kind === 'invalid_request' || r.error.kind === 'wrong_account')) return fail(r.error);
  const rows: LedgerRow[] = r.ok ? rowsFromSplitResponse(info, r.value) : rowsFromSplitFailure(info, r.error);
  // The split has happened whatever the disk says: its result is returned even when the ledger cannot be written.
  try {
    await ledger.append(rows);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    deps.events.emit({ type: 'notice', level: 'warning', title: 'Split ledger not saved', body: `The split was made, but the ledger file could not be written (${why}).` });
  }
  deps.events.emit({ type: 'live.ledger.appended', rows });
  return ok({ rows });
}
