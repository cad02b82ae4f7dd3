/**
 * Everything the sandbox account holds, built from one seed. Handlers read and change it;
 * the handle exposes parts of it to tests.
 */
import { freshCredentials, type Credentials } from '../account';
import { createRng, mixSeed } from '../prng';
import type { Clock } from '../time';
import type { AttemptStore } from './attempts';
import { type Channel, seedChannels } from './channels';
import type { GeoRule } from './geo';
import { type LiveStream, seedLiveStreams } from './live';
import { type ServiceRow, seedServices } from './push-services';
import { PushSessions } from './push-sessions';
import { type StreamUserRow, seedStreamUsers } from './stream-users';
import { type TicketStore, seedTickets } from './tickets';
import { type UploadRow, seedUploads } from './uploads';
import { seedAttempts } from './viewers';

export interface StateOptions {
  seed: number;
  tickets: number;
  attempts: number;
  clock: Clock;
  pushConnectDelayMs: number;
  splitBusyMs: number;
  /** Fixed credentials (tests that need a particular secret); default: fresh random ones. */
  credentials?: { apiKey: string; secret: string };
}

export class SandboxState {
  readonly credentials: Credentials;
  readonly tickets: TicketStore;
  readonly attempts: AttemptStore;
  readonly services: ServiceRow[];
  readonly sessions: PushSessions;
  readonly streams: LiveStream[];
  readonly channels: Channel[];
  readonly streamUsers: StreamUserRow[];
  readonly uploads: UploadRow[];
  readonly geo = new Map<string, GeoRule>();
  nextServiceId = 601;
  nextStreamUserId = 100;

  constructor(readonly options: StateOptions) {
    const nowSec = Math.floor(options.clock.now() / 1000);
    // Each part has its own stream of numbers so resizing one (e.g. --attempts) never
    // changes the others.
    const rng = (part: number) => createRng(mixSeed(options.seed, part));
    this.credentials = freshCredentials(options.credentials);
    this.tickets = seedTickets(rng(1), options.tickets, nowSec);
    this.attempts = seedAttempts(rng(2), this.tickets, options.attempts, nowSec);
    this.services = seedServices();
    this.sessions = new PushSessions(options.pushConnectDelayMs);
    this.streams = seedLiveStreams(rng(3), nowSec);
    this.channels = seedChannels(nowSec);
    this.streamUsers = seedStreamUsers();
    this.uploads = seedUploads(rng(4), this.credentials.cdn, nowSec);
  }

  get seed(): number {
    return this.options.seed;
  }

  nowMs(): number {
    return this.options.clock.now();
  }

  nowSec(): number {
    return Math.floor(this.options.clock.now() / 1000);
  }
}
