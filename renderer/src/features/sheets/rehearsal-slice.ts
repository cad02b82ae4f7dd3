/**
 * Rehearsal on a mirror, the renderer's side. Main copies the active
 * account's read-only picture into a mirror account and makes it active; this slice then
 * follows the switch (the account scope forgets the real account's state), opens the same
 * sheet again and starts its run on the mirror, so the screen stays where the operator
 * was. Faults are main's to keep: every answer replaces `now`. Not account-bound: the
 * rehearsal spans the switch into the mirror and the switch back.
 */
import { DEFAULT_MIRROR_START, type MirrorStart } from '../../../../shared/domain/rehearsal/seed';
import type { IpcError, IpcResult } from '../../../../shared/ipc/define';
import type { RehearsalFaultInput, RehearsalState } from '../../../../shared/ipc/rehearsal';
import { mc } from '../../bridge/mc';
import { accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';

export interface RehearsalData {
  /** The rehearsal running now as main last said, or null. */
  now: RehearsalState | null;
  /** Why the last read or Refuse toggle failed (the buttons show their own failures in place). */
  error: IpcError | null;
  /** The faults sent whose answers are awaited, oldest first: each control shows "sending…" (a Refuse toggle, the state asked for). */
  sending: RehearsalFaultInput[];
  /** Where the next rehearsal's mirror starts: the real account as last read (default) or all OFF. */
  from: MirrorStart;
}

export interface RehearsalSlice {
  rehearsal: RehearsalData;
  loadRehearsal(): Promise<void>;
  /** Starts the mirror of the active account, then runs this sheet there. */
  rehearseSheet(sheetId: string): Promise<IpcResult<RehearsalState>>;
  setRehearsalFrom(from: MirrorStart): void;
  rehearsalFault(input: RehearsalFaultInput): Promise<IpcResult<RehearsalState>>;
  /** Back to the real account, with the sheet open for editing (or a real run). */
  endRehearsal(): Promise<IpcResult<null>>;
}

const INITIAL: RehearsalData = { now: null, error: null, sending: [], from: DEFAULT_MIRROR_START };

export const createRehearsalSlice: SliceCreator<RehearsalSlice> = (set, get, store) => {
  const patch = (p: Partial<RehearsalData>) => set((s) => ({ rehearsal: { ...s.rehearsal, ...p } }));
  return {
    rehearsal: INITIAL,
    loadRehearsal: async () => {
      const r = await mc().rehearsal.current({});
      patch(r.ok ? { now: r.value } : { error: r.error });
    },
    rehearseSheet: async (sheetId) => {
      const turn = await accountTurn(store);
      const r = await mc().rehearsal.start({ from: get().rehearsal.from }, turn.account);
      if (!r.ok) return r;
      patch({ now: r.value, error: null });
      // Main made the mirror active: follow it now rather than waiting for the event, then
      // reopen the sheet in the mirror's turn (the switch forgot the real account's draft).
      await get().loadAccounts();
      await get().openSheet(sheetId);
      await get().startSheetRun();
      return r;
    },
    setRehearsalFrom: (from) => patch({ from }),
    rehearsalFault: async (input) => {
      // Shown as asked at once, in the click's own turn: a toggle that waited for the account's
      // turn first snapped back for a moment, and a second fault sent meanwhile must not clear it.
      patch({ sending: [...get().rehearsal.sending, input] });
      const turn = await accountTurn(store);
      const r = await mc().rehearsal.fault(input, turn.account);
      const sending = get().rehearsal.sending.filter((f) => f !== input);
      patch(r.ok ? { now: r.value, error: null, sending } : { error: input.kind === 'refuse' ? r.error : null, sending });
      return r;
    },
    endRehearsal: async () => {
      const sheetId = get().sheets.draft?.id ?? null;
      const r = await mc().rehearsal.end({});
      if (!r.ok) return r;
      patch({ now: null, error: null });
      await get().loadAccounts();
      if (sheetId !== null) await get().openSheet(sheetId);
      return r;
    },
  };
};
