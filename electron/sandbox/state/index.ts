/**
 * Everything the sandbox account holds, built from one seed. Handlers read and change it;
 * the handle exposes parts of it to tests.
 */
import type { RehearsalPicture } from '../../../shared/domain/rehearsal/picture';
import { SANDBOX_APPS, type SandboxApp, freshCredentials, type Credentials } from '../account';
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
import { pictureApps, pictureChannels, picturePushes, pictureServices, pictureStreams } from './picture';
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
  /** How many stored services (default: the seven seeded ones). */
  services?: number;
  /** A rehearsal mirror: the account's things come from this picture instead of the seed (see picture.ts). */
  picture?: RehearsalPicture;
}

export class SandboxState {
  readonly credentials: Credentials;
  /** The account's applications: the seed's, or a mirror's from its picture. */
  readonly apps: SandboxApp[];
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
    const picture = options.picture;
    this.credentials = freshCredentials(options.credentials, picture?.cdn);
    this.sessions = new PushSessions(options.pushConnectDelayMs);
    if (picture !== undefined) {
      // A mirror holds what the picture shows and nothing invented: no tickets, attempts or uploads.
      this.apps = pictureApps(picture);
      this.tickets = seedTickets(rng(1), 0, nowSec);
      this.attempts = seedAttempts(rng(2), this.tickets, 0, nowSec);
      this.services = pictureServices(picture);
      this.streams = pictureStreams(picture, nowSec);
      this.channels = pictureChannels(picture, nowSec);
      for (const push of picturePushes(picture, options.clock.now(), options.pushConnectDelayMs)) this.sessions.add(push);
      this.streamUsers = [];
      this.uploads = [];
      this.nextServiceId = Math.max(this.nextServiceId, ...this.services.map((r) => Number(r.push_service_id) + 1));
      return;
    }
    this.apps = [...SANDBOX_APPS];
    this.tickets = seedTickets(rng(1), options.tickets, nowSec);
    this.attempts = seedAttempts(rng(2), this.tickets, options.attempts, nowSec);
    this.services = seedServices(options.services);
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
