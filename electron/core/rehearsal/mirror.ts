/**
 * The mirror a rehearsal runs on: a sandbox account of its own, seeded from the picture.
 * Core never starts one itself (it must not import electron/sandbox); the composition
 * root that runs the built-in sandbox (electron/cli/boot.ts) passes `startMirror`.
 */
import type { RehearsalPicture } from '../../../shared/domain/rehearsal/picture';
import type { RehearsalState } from '../../../shared/ipc/rehearsal';

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
