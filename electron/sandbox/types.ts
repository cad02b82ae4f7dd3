/** The sandbox's public options and handle (see index.ts for startSandbox). */
import type { RehearsalPicture } from '../../shared/domain/rehearsal/picture';
import type { SignatureMode } from './http/auth';
import type { CallbackRecord } from './http/callbacks';
import type { PushDrop } from './http/admin';
import type { Fault, FaultRule } from './http/faults';
import type { SandboxState } from './state';
import type { AttemptRow } from './state/attempts';
import type { TicketUse } from './state/viewers';
import type { Clock } from './time';
import type { QueuedUpload } from './uploads-queue';

export interface SandboxOptions {
  host?: string;
  port?: number;
  seed?: number;
  tickets?: number;
  attempts?: number;
  /** Stored push services (destinations); default the seven seeded ones. */
  services?: number;
  timestampWindowSec?: number;
  signatureMode?: SignatureMode;
  faults?: FaultRule[];
  clock?: Clock;
  /** How long a new push stays `connecting` (sandbox time). Default 600 ms. */
  pushConnectDelayMs?: number;
  /** A second split of a stream within this time finds the first still in progress. Default 1500 ms. */
  splitBusyMs?: number;
  /**
   * Catalog commands this server does not offer, answered 0000 like any unknown command:
   * the spec names some commands without shapes, and a real service may lack them.
   */
  unknownCommands?: readonly string[];
  /**
   * Today's strict reading of the spec instead of the service's leniency: empty-string
   * members are values (not "no filter"), the id form and the app/stream form together are
   * refused, and `/stable` is redirected to `/stable/` (as a web server does).
   */
  strict?: boolean;
  /** Answer in the variant forms of a PHP service (quirks.ts), seeded with this number. */
  quirksSeed?: number;
  /** Use these instead of fresh random credentials (tests that need a particular secret). */
  credentials?: { apiKey: string; secret: string };
  /**
   * A rehearsal mirror: stored services, applications, live streams (with their pushes)
   * and channels come from this picture of a real account instead of the seed; no
   * tickets, attempts, stream users or uploads. The cdn is the picture's.
   */
  picture?: RehearsalPicture;
}

export interface SandboxHandle {
  /** `http://127.0.0.1:P/stable/` */
  baseUrl: string;
  cdn: number;
  apiKey: string;
  secret: string;
  /** `http://127.0.0.1:P/__admin/` */
  adminUrl: string;
  adminToken: string;
  counts(): Record<string, number>;
  /** When each of a command's last 1,000 requests arrived (ms since the epoch, on the sandbox's clock). */
  arrivals(command: string): number[];
  resetCounts(): void;
  setFault(command: string, fault: Fault): void;
  /** Lifts every fault: the per-command ones, refused services and a pending lost answer. */
  clearFaults(): void;
  /** The next `tries` connects of this stored service settle to `error` with `reason` (a passing one by default), then it accepts. */
  refuseTries(id: number, tries: number, reason?: string): void;
  /** Pushes to this stored service settle to `error`, "Destination refused the connection" (refused: false lifts it). */
  refuseService(id: number, refused: boolean): void;
  /** The next mutating command is applied and its answer lost (connection reset); then this clears itself. */
  loseNextAnswer(): void;
  /** The rehearsal faults in force now. */
  rehearsalFaults(): { refused: number[]; loseNextAnswer: boolean };
  useTicket(input: TicketUse): AttemptRow;
  /** The destination drops running pushes (all, or one entry name): they settle to `error` (or vanish with `remove`), held by the server; with `ended` their key is refused from then on. */
  dropPushes(input: PushDrop): number;
  /** Queues an upload that finishes after `delayMs` and POSTs its callback (loopback only). */
  queueUpload(input: QueuedUpload): string;
  /** Callback POSTs made so far, with their outcomes. */
  callbacks(): CallbackRecord[];
  /** The account's state, for tests that check what a command changed. */
  state: SandboxState;
  close(): Promise<void>;
  /** Resolves once the sandbox has stopped (close() or POST /__admin/close). */
  closed(): Promise<void>;
}
