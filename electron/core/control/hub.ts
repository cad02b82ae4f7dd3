/**
 * The control API as core knows it: its settings, its token (kept with the credentials),
 * the arms it made, and what the screen reported (F9 stream, open run: screen-report.ts). Core never learns
 * HTTP: the server is started through `StartControlServer`, which the composition root
 * gets from electron/control. The `control` IPC channels are answered in handlers.ts.
 */
import { randomBytes } from 'node:crypto';
import type { ControlArm, ControlScope, ControlSettings, ScreenReport } from '../../../shared/ipc/control';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import type { CredentialService } from '../credentials/service';
import type { Clock, EventSink } from '../deps';
import type { Logger } from '../events/log';
import { ArmRegistry } from './arms';
import { ScreenReports } from './screen-report';
import { type StoredControl, readControlFile, writeControlFile } from './settings-file';

/** Where the token is kept among the credentials (not a profile id: those are UUIDs or `sandbox`). */
export const CONTROL_SECRET_ID = 'control-surfaces';

/** What a destructive arm holds until it is fired: the channel, its input and the account it was armed on. */
export interface ArmedCall {
  channel: string;
  input: unknown;
  account: string;
}

export interface ControlServerConfig {
  port: number;
  token: string;
  scopes: ControlScope[];
  companion: string | null;
}

export interface ControlServerHandle {
  port: number;
  /** Takes effect for the next request (a rotated token, destructive turned on or off, Companion moved). */
  update(config: ControlServerConfig): void;
  close(): Promise<void>;
}

export type StartControlServer = (config: ControlServerConfig) => Promise<ControlServerHandle>;

export interface ControlHubDeps {
  dataDir: string;
  credentials: CredentialService;
  events: EventSink;
  clock: Clock;
  log: Logger;
  /** Set by the command line (`--control-port`): started at launch with a fresh token, shown read only. */
  fixed?: { port: number; scopes: ControlScope[]; companion?: string | null };
}

const newToken = () => randomBytes(32).toString('base64url');
const scopesOf = (s: StoredControl): ControlScope[] => (s.destructive ? ['read', 'operate', 'destructive'] : ['read', 'operate']);

export class ControlHub {
  readonly arms: ArmRegistry<ArmedCall>;
  /** What the screen reported (screen-report.ts). */
  private readonly reports = new ScreenReports();
  private stored: StoredControl;
  private token: string | null = null;
  private server: ControlServerHandle | null = null;
  private problem: string | null = null;
  private start: StartControlServer | null = null;
  /** One change at a time: a configure waits for the start or stop before it. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: ControlHubDeps) {
    this.arms = new ArmRegistry<ArmedCall>(deps.clock, (arms) => deps.events.emit({ type: 'control.arms', arms }));
    this.stored = deps.fixed ? { enabled: true, port: deps.fixed.port, destructive: deps.fixed.scopes.includes('destructive'), companion: deps.fixed.companion ?? null } : readControlFile(deps.dataDir);
  }

  settings(): ControlSettings {
    const fixed = this.deps.fixed;
    return {
      mode: fixed ? 'cli' : 'app',
      enabled: this.stored.enabled,
      running: this.server !== null,
      url: this.server ? `http://127.0.0.1:${this.server.port}` : null,
      port: this.stored.port,
      scopes: fixed ? [...fixed.scopes] : scopesOf(this.stored),
      token: this.token,
      companion: this.stored.companion,
      problem: this.problem,
    };
  }

  screen(): ScreenReport {
    return this.reports.current();
  }

  onReport(listener: () => void): () => void {
    return this.reports.onReport(listener);
  }

  /** Called once by the composition root with the HTTP side; starts the API when it is on. */
  attach(start: StartControlServer): Promise<ControlSettings> {
    this.start = start;
    return this.serial(() => this.apply());
  }

  private serial<T>(job: () => Promise<T>): Promise<T> {
    const next = this.queue.then(job, job);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private config(): ControlServerConfig {
    return { port: this.stored.port, token: this.token!, scopes: this.settings().scopes, companion: this.stored.companion };
  }

  private async loadToken(): Promise<string | null> {
    if (this.token !== null) return this.token;
    if (this.deps.fixed) return (this.token = newToken());
    const read = await this.deps.credentials.readOne(CONTROL_SECRET_ID, 'secret');
    if (!read.ok) {
      this.problem = `The token could not be read: ${read.error.message}`;
      return null;
    }
    if (read.value !== null) return (this.token = read.value);
    return this.saveToken(newToken());
  }

  private async saveToken(token: string): Promise<string | null> {
    const saved = await this.deps.credentials.set(CONTROL_SECRET_ID, { secret: token });
    if (!saved.ok) {
      this.problem = `The token could not be kept: ${saved.error.message}`;
      return null;
    }
    return (this.token = token);
  }

  /** Makes the running server match the settings: start, update or stop. */
  private async apply(): Promise<ControlSettings> {
    this.problem = null;
    if (!this.stored.enabled || this.start === null) {
      await this.stop();
      return this.announce();
    }
    if ((await this.loadToken()) === null) {
      await this.stop();
      return this.announce();
    }
    if (this.server && (this.stored.port === 0 || this.server.port === this.stored.port)) {
      this.server.update(this.config());
      return this.announce();
    }
    await this.stop();
    try {
      this.server = await this.start(this.config());
      this.deps.log.info(`control: the control API listens on 127.0.0.1:${this.server.port}`);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      this.problem = code === 'EADDRINUSE' ? `Port ${this.stored.port} is already in use: choose another, or 0 for a free one.` : `The control API could not start: ${err instanceof Error ? err.message : String(err)}`;
      this.deps.log.warn(`control: ${this.problem}`);
    }
    return this.announce();
  }

  private async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await server.close();
    this.arms.cancelAll();
  }

  private announce(): ControlSettings {
    const settings = this.settings();
    this.deps.events.emit({ type: 'control.settings', settings });
    return settings;
  }

  /** The arms, for the state a control surface reads. */
  armList(): ControlArm[] {
    return this.arms.list();
  }

  /** Set by the command line: the settings cannot be changed from the screen. */
  get fixed(): boolean {
    return this.deps.fixed !== undefined;
  }

  async configure(stored: StoredControl): Promise<ControlSettings> {
    this.stored = stored;
    await writeControlFile(this.deps.dataDir, this.stored);
    return this.serial(() => this.apply());
  }

  rotateToken(): Promise<ControlSettings> {
    return this.serial(async () => {
      if ((await this.saveToken(newToken())) !== null) this.server?.update(this.config());
      return this.announce();
    });
  }

  /** A cue of the run was fired from a surface: standby moves on in main (screen-report.ts). */
  advance(runId: string, firedCueId: string, sheet: Sheet): void {
    this.reports.advance(runId, firedCueId, sheet);
  }

  setReport(report: ScreenReport): void {
    this.reports.set(report);
  }

  dispose(): Promise<void> {
    this.start = null;
    return this.serial(() => this.stop());
  }
}
