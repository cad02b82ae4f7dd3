/**
 * IPC channels of rehearsal on a mirror. "Rehearse" copies the active
 * account's read-only picture (stored push services, applications, live streams, channels)
 * into a sandbox account of its own, with every secret member scrubbed, and makes that
 * mirror the active account: a sheet written for the real account runs there unchanged.
 * Faults are set on the mirror only; ending the rehearsal returns to the real account.
 */
import { z } from 'zod';
import { MIRROR_STARTS, type MirrorStart } from '../domain/rehearsal/seed';
import { type ChannelSpec, channel } from './define';

/** A fault the team can inject while rehearsing (the mirror's sandbox applies it). */
export const rehearsalFaultInput = z.discriminatedUnion('kind', [
  /** Pushes to this stored service fail as the destination refusing the connection; refused: false lifts it. */
  z.strictObject({ kind: z.literal('refuse'), push_service_id: z.number().int().positive(), refused: z.boolean() }),
  /** The next mutating command is applied but its answer is lost (connection reset): outcome unknown. */
  z.strictObject({ kind: z.literal('lose_next_answer') }),
  /** Lifts every fault. */
  z.strictObject({ kind: z.literal('clear') }),
]);
export type RehearsalFaultInput = z.output<typeof rehearsalFaultInput>;

export interface RehearsalState {
  /** The mirror's profile id (the active account while rehearsing). */
  account: string;
  /** "<real account's name> — rehearsal" */
  name: string;
  /** The profile id of the account it mirrors (where a sheet's `account` points). */
  mirrorOf: string;
  mirrorOfName: string;
  /** What was copied, counted. */
  copied: { services: number; apps: number; streams: number; channels: number };
  /** Faults in force now. */
  faults: { refused: number[]; loseNextAnswer: boolean };
  /**
   * The pushes running on the real account when it was copied: they stay there, untouched;
   * the mirror holds copies of them (held failed ones included) when it starts "as real", none when "all off".
   */
  realLive: RealLive;
  /** Where the mirror started: the real account's destinations as read (`real`) or all OFF (`off`). */
  from: MirrorStart;
}

export interface RealLive {
  /** When the real account was read (ISO). */
  at: string;
  /** Each push by the board's words for it, and whether the server reported it failing. */
  pushes: Array<{ label: string; failed: boolean }>;
}

export const rehearsalChannels = {
  current: channel<RehearsalState | null>()(z.strictObject({}), 'The rehearsal running now, or null'),
  start: channel<RehearsalState>()(
    z.strictObject({ from: z.enum(MIRROR_STARTS).optional() }),
    "Copy the active account's read-only picture, secrets scrubbed, into a mirror sandbox account and make it the active account",
    { bound: true },
  ),
  fault: channel<RehearsalState>()(rehearsalFaultInput, 'Set or lift a fault on the mirror (only while it is the active account)', { bound: true }),
  end: channel<null>()(z.strictObject({}), 'Stop the mirror and make the account it mirrors active again'),
} satisfies Record<string, ChannelSpec>;
