/**
 * The audit log as services use it: `intent` before a mutating call is sent, `outcome`
 * after it ends, `followUp` when the destination a finished call acted on changes state
 * later (follow-up.ts). Each is on disk (fsync'd) when it returns, so the UI never
 * reports an action the log does not hold. Each line is announced as `audit.appended`.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { AuditEntry, AuditFollowUp, AuditFollowUpLine, AuditOutcome, AuditSource } from '../../../shared/domain/audit';
import type { ActivityList } from '../../../shared/ipc/activity';
import type { Clock, EventSink } from '../deps';
import type { KnownSecrets } from '../events/known-secrets';
import { currentCue } from './cue-scope';
import { currentPerson } from './person-scope';
import { currentConfirmer } from './confirm-scope';
import { sourceOf } from './source-scope';
import { AuditJournal } from './journal';
import { finishEntry, pendingEntry, readAudit, withFollowUp } from './reader';
import { redactParams } from './redact';
import { setBounded } from '../../../shared/domain/bounded';
import { capped, cappedText } from './caps';

export const AUDIT_FILE = 'audit.jsonl';
/**
 * Intents waiting for their outcome at once, at most. An intent whose outcome never comes
 * (its call threw between the two) would otherwise be held for the whole run; a group Go
 * live of a few hundred destinations is the most ever open at once, so 1,000 never drops a
 * live one. A dropped intent's late outcome is still written; only its announcement goes.
 */
const MAX_OPEN_INTENTS = 1_000;

export interface IntentInput {
  profileId: string;
  profileName: string;
  command: string;
  params: Record<string, unknown>;
  /** The destination it is about, when the caller knows it better than the namer. */
  destination?: string;
}

export interface OutcomeInput {
  outcome: AuditOutcome;
  resultKind: string;
  message: string | null;
  latencyMs: number | null;
}

export interface ActivityFilter {
  command?: string;
  outcome?: AuditEntry['outcome'];
  profileId?: string;
  limit: number;
}

export class AuditLog {
  private readonly journal: AuditJournal;
  /** Intents of this run not yet finished, to announce the joined entry with its outcome. */
  private readonly open = new Map<string, AuditEntry>();
  private readonly finishedListeners: Array<(entry: AuditEntry) => void> = [];
  /** Names the destination an entry's parameters speak of (board-audit.ts), so Activity can say which. */
  private namer: (profileId: string, params: Record<string, unknown>) => string | null = () => null;

  /** `by`: who this process writes for, on every intent (actor.ts); `face`: the source of its own calls. */
  constructor(
    dataDir: string,
    private readonly secrets: KnownSecrets,
    private readonly events: EventSink | null,
    private readonly clock: Clock,
    private readonly by?: string,
    private readonly face: AuditSource = { kind: 'screen' },
  ) {
    this.journal = new AuditJournal(join(dataDir, AUDIT_FILE));
  }

  get path(): string {
    return this.journal.path;
  }

  nameDestinations(namer: (profileId: string, params: Record<string, unknown>) => string | null): void {
    this.namer = namer;
  }

  intent(input: IntentInput): AuditEntry {
    const cue = currentCue();
    const source = sourceOf(input.profileId, this.face);
    const destination = input.destination ?? this.namer(input.profileId, input.params);
    const person = currentPerson();
    const confirmedBy = currentConfirmer();
    const line = capped({
      phase: 'intent' as const,
      id: randomUUID(),
      time: new Date(this.clock.now()).toISOString(),
      profileId: input.profileId,
      profileName: cappedText(this.secrets.scrub(input.profileName)),
      command: input.command,
      params: redactParams(input.params, this.secrets),
      ...(this.by === undefined ? {} : { by: this.by }),
      ...(cue ? { cue: { ...cue.cue, sheet: this.secrets.scrub(cue.cue.sheet), cue: this.secrets.scrub(cue.cue.cue) } } : {}),
      source: source.kind === 'control' ? { kind: source.kind, client: cappedText(this.secrets.scrub(source.client)) } : source,
      ...(destination === null ? {} : { destination: cappedText(this.secrets.scrub(destination)) }),
      ...(person === undefined ? {} : { person: { id: person.id, name: cappedText(this.secrets.scrub(person.name)), address: person.address } }),
      ...(confirmedBy === undefined ? {} : { confirmedBy: { ...confirmedBy, name: cappedText(this.secrets.scrub(confirmedBy.name)) } }),
    });
    this.journal.append(line);
    cue?.auditIds.push(line.id);
    const entry = pendingEntry(line);
    setBounded(this.open, line.id, entry, MAX_OPEN_INTENTS);
    this.events?.emit({ type: 'audit.appended', entry });
    return entry;
  }

  outcome(id: string, input: OutcomeInput): AuditEntry | null {
    const message = input.message === null ? null : cappedText(this.secrets.scrub(input.message));
    const line = { phase: 'outcome' as const, id, time: new Date(this.clock.now()).toISOString(), ...input, message };
    this.journal.append(line);
    const intent = this.open.get(id);
    this.open.delete(id);
    if (!intent) return null;
    const entry = finishEntry(intent, line);
    this.events?.emit({ type: 'audit.appended', entry });
    for (const listener of this.finishedListeners) listener(entry);
    return entry;
  }

  /** Hears every entry this process finishes (its outcome written), e.g. to follow its destination. */
  onFinished(listener: (entry: AuditEntry) => void): void {
    this.finishedListeners.push(listener);
  }

  /** What the destination a finished entry acted on became later; returns the entry with it. */
  followUp(entry: AuditEntry, f: AuditFollowUp): AuditEntry {
    const reason = f.reason === null ? null : cappedText(this.secrets.scrub(f.reason));
    const line: AuditFollowUpLine = { phase: 'followup', id: entry.id, ...f, destination: cappedText(this.secrets.scrub(f.destination)), reason };
    this.journal.append(line);
    const next = withFollowUp(entry, line);
    this.events?.emit({ type: 'audit.appended', entry: next });
    return next;
  }

  /**
   * An account-bound call refused before anything was sent (wrong account): its intent
   * and its `refused` outcome, written together, so Activity shows what was pressed.
   */
  refused(input: IntentInput & { message: string }): AuditEntry | null {
    return this.unsent(input, 'refused', 'wrong_account');
  }

  /** A call the console held back (its destination is already LIVE…): listed NOT SENT with the reason. */
  notSent(input: IntentInput & { message: string }): AuditEntry | null {
    return this.unsent(input, 'not_sent', 'held');
  }

  private unsent(input: IntentInput & { message: string }, outcome: AuditOutcome, resultKind: string): AuditEntry | null {
    const { message, ...intent } = input;
    const entry = this.intent(intent);
    return this.outcome(entry.id, { outcome, resultKind, message, latencyMs: null });
  }

  /** Entries newest first, filtered; torn lines counted over the whole file. */
  async list(filter: ActivityFilter): Promise<ActivityList> {
    const read = await readAudit(this.journal.path);
    const matching = read.entries
      .filter((e) => (filter.command === undefined || e.command === filter.command) && (filter.outcome === undefined || e.outcome === filter.outcome) && (filter.profileId === undefined || e.profileId === filter.profileId))
      .reverse();
    return { entries: matching.slice(0, filter.limit), tornLines: read.tornLines, orphanedLines: read.orphanedLines, total: matching.length };
  }

  close(): void {
    this.journal.close();
  }
}
