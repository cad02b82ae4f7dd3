/**
 * The mirror a rehearsal runs on: a sandbox account of its own, seeded from the picture.
 * Core never starts one itself (it must not import electron/sandbox); the composition
 * root that runs the built-in sandbox (electron/cli/boot.ts) passes `startMirror`.
 */
import { randomUUID } from 'node:crypto';
import type { Profile } from '../../../shared/domain/profile';
import type { RehearsalPicture } from '../../../shared/domain/rehearsal/picture';
import type { RealLive, RehearsalState } from '../../../shared/ipc/rehearsal';

/** The mirror's colour on every account badge: not one an operator's account is likely to have. */
export const MIRROR_COLOUR = '#e8590c';

export interface MirrorHandle {
  baseUrl: string;
  cdn: number;
  /** Fresh random credentials of this mirror only (never the real account's). */
  apiKey: string;
  secret: string;
  refuseService(pushServiceId: number, refused: boolean): void;
  loseNextAnswer(): void;
  clearFaults(): void;
  faults(): RehearsalState['faults'];
  close(): Promise<void>;
}

export type StartMirror = (picture: RehearsalPicture) => Promise<MirrorHandle>;

const MIRROR_ID_PREFIX = 'rehearsal-';

/** A mirror's profile id (an account's own ids are UUIDs, the built-in one is `sandbox`). */
export function isMirrorId(profileId: string): boolean {
  return profileId.startsWith(MIRROR_ID_PREFIX);
}

/** The mirror as an account: built-in (never edited, never in profiles.json), named and coloured apart. */
export function mirrorProfile(real: Profile, handle: MirrorHandle, nowIso: string): Profile {
  return {
    id: `${MIRROR_ID_PREFIX}${randomUUID()}`, name: `${real.name} — rehearsal`, baseUrl: handle.baseUrl, cdn: handle.cdn,
    serialization: 'php', colour: MIRROR_COLOUR, builtIn: true, mirrorOf: real.id, createdAt: nowIso, updatedAt: nowIso,
  };
}

export function copiedCounts(p: RehearsalPicture): RehearsalState['copied'] {
  return { services: p.services.length, apps: p.apps.length, streams: p.streams.reduce((n, s) => n + s.streams.length, 0), channels: p.channels.length };
}

/** The pushes the picture saw running on the real account, named as the board names them (never with a key). */
export function realLiveOf(p: RehearsalPicture, atIso: string): RealLive {
  const pushes = p.streams.flatMap(({ streams }) => streams.flatMap((s) => s.pushes.map((push) => {
    const who = push.push_service_id != null ? `#${push.push_service_id}${push.service_name ? ` ${push.service_name}` : ''}` : (push.entry_name ?? 'direct push');
    return { label: `${who}${push.dst_host ? ` → ${push.dst_host}` : ''} (stream ${s.name})`, failed: push.status === 'error' };
  })));
  return { at: atIso, pushes };
}
