/**
 * IPC channels of control surfaces: the loopback control API that Bitfocus
 * Companion or a Stream Deck drives. Main runs it; the renderer turns it on, shows its
 * address and token, cancels an arm made through it (Esc), and tells main what only the
 * screen knows: the F9 stream and the open run sheet's standby cue.
 */
import { z } from 'zod';
import type { AuditPerson } from '../domain/audit';
import type { CueOutcome } from '../domain/sheets/outcome';
import { type ChannelSpec, channel } from './define';

export const CONTROL_SCOPES = ['read', 'operate', 'destructive'] as const;
export type ControlScope = (typeof CONTROL_SCOPES)[number];

export interface ControlSettings {
  /** `cli`: set by `master-control web --control-port`, shown read only; `app`: set here. */
  mode: 'app' | 'cli';
  enabled: boolean;
  /** The API is listening now. */
  running: boolean;
  /** `http://127.0.0.1:<port>` while running, else null. */
  url: string | null;
  /** The port asked for (0: a free one). */
  port: number;
  scopes: ControlScope[];
  /** The bearer token, or null before the API was first turned on. */
  token: string | null;
  /** Companion's HTTP address (`127.0.0.1:8000`) the console sets variables on, or null. */
  companion: string | null;
  /** Why it is not running although enabled (port taken, keychain locked…), or null. */
  problem: string | null;
}

/** An arm made through the API: shown on Live like a local one, cancelled by Esc. */
export interface ControlArm {
  armId: string;
  /** "Disconnect #502 YouTube main" */
  action: string;
  /** "Press Fire on the control surface to disconnect #502 YouTube main" */
  consequence: string;
  /** ISO time the arm expires. */
  expiresAt: string;
  /** The control surface that armed it (X-Client-Name or User-Agent). */
  client: string;
  /** The guest of a shared show who armed it; only they can fire it. A local arm has none. */
  person?: AuditPerson;
}

/** What only the screen knows, reported by the renderer whenever it changes. */
export const screenReport = z.strictObject({
  /** The stream F9 splits on Live (`app` is `<application>/<instance>`), or null when none is chosen. */
  f9: z.strictObject({ app: z.string().min(1), stream: z.string().min(1) }).nullable(),
  /** The open run sheet and its standby cue, or null when no run is open. */
  run: z
    .strictObject({
      sheetId: z.string().min(1),
      sheetName: z.string(),
      runId: z.string().min(1),
      standby: z.strictObject({ cueId: z.string().min(1), n: z.number().int().positive(), name: z.string(), destructive: z.boolean() }).nullable(),
    })
    .nullable(),
});
export type ScreenReport = z.output<typeof screenReport>;

const companionAddress = z
  .string()
  .trim()
  .regex(/^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/, 'must be a loopback address and port, e.g. 127.0.0.1:8000');

export const controlChannels = {
  settings: channel<ControlSettings>()(z.strictObject({}), 'The control API: on or off, address, token, scopes, Companion feedback'),
  configure: channel<ControlSettings>()(
    z.strictObject({
      enabled: z.boolean(),
      port: z.number().int().min(0).max(65535),
      destructive: z.boolean(),
      companion: companionAddress.nullable(),
    }),
    'Turn the control API on or off, choose its port, allow destructive routes, set Companion feedback',
  ),
  rotateToken: channel<ControlSettings>()(z.strictObject({}), 'Replace the bearer token (the old one stops working at once)'),
  cancelArm: channel<null>()(z.strictObject({ armId: z.string().min(1) }), 'Cancel an arm made through the control API (Esc on the screen)'),
  report: channel<null>()(screenReport, 'The F9 stream and the open run sheet, as the screen shows them'),
} satisfies Record<string, ChannelSpec>;

export type ControlEvent =
  | { type: 'control.arms'; arms: ControlArm[] }
  | { type: 'control.settings'; settings: ControlSettings }
  /** A cue fired from a control surface (GO): the run on screen marks it done and moves standby on. */
  | { type: 'control.cueFired'; runId: string; cueId: string; outcome: CueOutcome };
