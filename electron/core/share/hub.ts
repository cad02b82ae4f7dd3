/**
 * Sharing a show, as core knows it: on or off, the interface and port, the certificate (made
 * at first use; its private key kept with the credentials like the control API's token, or,
 * where no keychain or vault runs, in a 0600 file), and the guest book. Core never learns HTTP or TLS: the server and the
 * certificate maker come from electron/share through the composition root.
 */
import { join } from 'node:path';
import type { ShareSettings } from '../../../shared/ipc/share';
import type { CredentialService } from '../credentials/service';
import type { Clock, EventSink } from '../deps';
import type { Logger } from '../events/log';
import { readFile, rm } from 'node:fs/promises';
import { readJsonFile, writeJsonAtomic, writeTextAtomic } from '../fs/atomic';
import { GuestBook, type KeptGuest } from './guests';
import { portTaken, startProblem } from './listener';

/** Where the certificate's private key is kept among the credentials. */
export const SHARE_SECRET_ID = 'share-host';
const SHARE_FILE = 'share.json';
const KEY_FILE = 'share-key.pem';

export interface ShareServerConfig {
  address: string;
  port: number;
  cert: string;
  key: string;
  fingerprint: string;
}

export interface ShareServerHandle {
  port: number;
  close(): Promise<void>;
}

export interface ShareTls {
  make(addresses: string[]): Promise<{ cert: string; key: string }>;
  fingerprint(cert: string): string;
  fits(cert: string, address: string): boolean;
}

export type StartShareServer = (config: ShareServerConfig, book: GuestBook) => Promise<ShareServerHandle>;

interface Stored {
  enabled: boolean;
  address: string;
  port: number;
  cert: string | null;
  guests: KeptGuest[];
  /** Port 0: the port picked at the first start, tried first at the next. */
  picked?: number;
}

const DEFAULTS: Stored = { enabled: false, address: '127.0.0.1', port: 0, cert: null, guests: [] };

export interface ShareHubDeps {
  dataDir: string;
  credentials: Pick<CredentialService, 'set' | 'readOne'>;
  events: EventSink;
  clock: Clock;
  log: Logger;
}

export class ShareHub {
  book: GuestBook;
  private stored: Stored = DEFAULTS;
  private server: ShareServerHandle | null = null;
  private problem: string | null = null;
  private start: { server: StartShareServer; tls: ShareTls } | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private writes: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: ShareHubDeps) {
    this.book = this.newBook([]);
  }

  private newBook(kept: KeptGuest[]): GuestBook {
    return new GuestBook(this.deps.clock, (guests) => (this.configured({ guests }), this.announce()), kept);
  }

  private save(): void {
    const value = this.stored;
    this.writes = this.writes.then(() => writeJsonAtomic(join(this.deps.dataDir, SHARE_FILE), value)).catch((err) => this.deps.log.error('share: the settings could not be written', err));
  }

  settings(): ShareSettings {
    const fp = this.stored.cert !== null && this.start !== null ? this.start.tls.fingerprint(this.stored.cert) : null;
    return {
      enabled: this.stored.enabled,
      running: this.server !== null,
      address: this.stored.address,
      port: this.stored.port,
      url: this.server ? `https://${this.stored.address.includes(':') ? `[${this.stored.address}]` : this.stored.address}:${this.server.port}` : null,
      fingerprint: fp,
      problem: this.problem,
    };
  }

  /** The running port, or null (what an invitation names). */
  listening(): { address: string; port: number; fingerprint: string } | null {
    const s = this.settings();
    return this.server && s.fingerprint ? { address: s.address, port: this.server.port, fingerprint: s.fingerprint } : null;
  }

  /** Called once by the composition root; reads the kept settings and starts sharing when it was on. */
  async attach(server: StartShareServer, tls: ShareTls): Promise<ShareSettings> {
    this.start = { server, tls };
    const read = await readJsonFile(join(this.deps.dataDir, SHARE_FILE)).catch(() => ({ found: false }) as const);
    if (read.found && read.value !== undefined) this.stored = { ...DEFAULTS, ...(read.value as Partial<Stored>) };
    this.book = this.newBook(Array.isArray(this.stored.guests) ? this.stored.guests : []);
    return this.serial(() => this.apply());
  }

  /** What the composition root was given (none: sharing cannot start here). */
  attachWith(made: { start: StartShareServer; tls: ShareTls } | undefined): Promise<ShareSettings> {
    return made ? this.attach(made.start, made.tls) : Promise.resolve(this.settings());
  }

  configure(enabled: boolean, address: string, port: number): Promise<ShareSettings> {
    return this.serial(() => (this.configured({ enabled, address, port }), this.apply()));
  }

  private configured(change: Partial<Stored>): void {
    this.stored = { ...this.stored, ...change };
    this.save();
  }

  private serial<T>(job: () => Promise<T>): Promise<T> {
    const next = this.queue.then(job, job);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The key: with the credentials when they can hold it, else a 0600 file (docs/security.md). */
  private async readKey(): Promise<string | null> {
    const key = await this.deps.credentials.readOne(SHARE_SECRET_ID, 'secret');
    if (key.ok && key.value !== null) return key.value;
    return readFile(join(this.deps.dataDir, KEY_FILE), 'utf8').catch(() => null);
  }

  private async keepKey(key: string): Promise<void> {
    const kept = await this.deps.credentials.set(SHARE_SECRET_ID, { secret: key });
    if (kept.ok) return rm(join(this.deps.dataDir, KEY_FILE), { force: true });
    this.deps.log.info(`share: the certificate's key is kept in a 0600 file (${kept.error.message})`);
    await writeTextAtomic(join(this.deps.dataDir, KEY_FILE), key);
  }

  private async certificate(): Promise<{ cert: string; key: string }> {
    const tls = this.start!.tls;
    const key = await this.readKey();
    if (this.stored.cert !== null && key !== null && tls.fits(this.stored.cert, this.stored.address)) return { cert: this.stored.cert, key };
    const made = await tls.make([this.stored.address]);
    await this.keepKey(made.key);
    this.configured({ cert: made.cert });
    return made;
  }

  private async apply(): Promise<ShareSettings> {
    this.problem = null;
    await this.stop();
    if (!this.stored.enabled || this.start === null) return this.announce();
    const { address, port, picked } = this.stored;
    try {
      const tls = await this.certificate();
      const config = { address, port, ...tls, fingerprint: this.start.tls.fingerprint(tls.cert) };
      // Port 0: the port picked once is kept, since the guests' invitations and tokens name it.
      const kept = port === 0 && picked ? await this.start.server({ ...config, port: picked }, this.book).catch((err) => (portTaken(err) ? null : Promise.reject(err))) : null;
      this.server = kept ?? (await this.start.server(config, this.book));
      if (port === 0 && this.server.port !== picked) this.configured({ picked: this.server.port });
      this.deps.log.info(`share: this show is shared on ${address}:${this.server.port}`);
    } catch (err) {
      this.problem = startProblem(err, address, port);
      this.deps.log.warn(`share: ${this.problem}`);
    }
    return this.announce();
  }

  private async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await server.close();
  }

  private announce(): ShareSettings {
    const settings = this.settings();
    this.deps.events.emit({ type: 'share.changed', settings, guests: this.book.list() });
    return settings;
  }

  async dispose(): Promise<void> {
    await this.serial(() => this.stop());
    await this.writes;
  }
}
