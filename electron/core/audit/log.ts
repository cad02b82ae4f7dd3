/**
 * The audit log as services use it: `intent` before a mutating call is sent, `outcome`
 * after it ends, `followUp` when the destination a finished call acted on changes state
 * later (follow-up.ts); `finished` for one whose outcome is known as it is written (an
 * alert's answer, a call held back): both lines in one write and one fsync, announced once.
 * Each is on disk (fsync'd) when it returns, so the UI never reports an action the log does
 * not hold. Each write is announced as `audit.appended`.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { AuditEntry, AuditFollowUp, AuditFollowUpLine, AuditIntentLine, AuditOutcome, AuditOutcomeLine, AuditSource } from '../../../shared/domain/audit';
import type { ActivityList } from '../../../shared/ipc/activity';
import type { Clock, EventSink } from '../deps';
import type { KnownSecrets } from '../events/known-secrets';
import { currentCue } from './cue-scope';
import { currentPerson } from './person-scope';
import { currentConfirmer } from './confirm-scope';
import { sourceOf } from './source-scope';
import { AuditJournal } from './journal';
import { type ActivityFilter, finishEntry, listAudit, pendingEntry, withFollowUp } from './reader';
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
    const line = this.intentLine(input);
    this.journal.append(line);
    const entry = pendingEntry(line);
    setBounded(this.open, line.id, entry, MAX_OPEN_INTENTS);
    this.events?.emit({ type: 'audit.appended', entry });
    return entry;
  }

  /** An entry whose outcome is known as it is written: one write and fsync, one announcement, never pending. */
  finished(input: IntentInput, result: OutcomeInput): AuditEntry {
    const intent = this.intentLine(input);
    const line = this.outcomeLine(intent.id, result);
    this.journal.append(intent, line);
    return this.done(finishEntry(pendingEntry(intent), line));
  }

  private intentLine(input: IntentInput): AuditIntentLine {
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
    cue?.auditIds.push(line.id);
    return line;
  }

  private outcomeLine(id: string, input: OutcomeInput): AuditOutcomeLine {
    const message = input.message === null ? null : cappedText(this.secrets.scrub(input.message));
    return { phase: 'outcome', id, time: new Date(this.clock.now()).toISOString(), ...input, message };
  }

  outcome(id: string, input: OutcomeInput): AuditEntry | null {
    const line = this.outcomeLine(id, input);
    this.journal.append(line);
    const intent = this.open.get(id);
    this.open.delete(id);
    return intent ? this.done(finishEntry(intent, line)) : null;
  }

  private done(entry: AuditEntry): AuditEntry {
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
   * and its `refused` outcome, in one write, so Activity shows what was pressed.
   */
  refused(input: IntentInput & { message: string }): AuditEntry {
    return this.unsent(input, 'refused', 'wrong_account');
  }

  /** A call the console held back (its destination is already LIVE…): listed NOT SENT with the reason. */
  notSent(input: IntentInput & { message: string }): AuditEntry {
    return this.unsent(input, 'not_sent', 'held');
  }

  private unsent(input: IntentInput & { message: string }, outcome: AuditOutcome, resultKind: string): AuditEntry {
    const { message, ...intent } = input;
    return this.finished(intent, { outcome, resultKind, message, latencyMs: null });
  }

  /** Entries newest first, filtered; torn lines counted over the whole file. */
  list(filter: ActivityFilter): Promise<ActivityList> {
    return listAudit(this.journal.path, filter);
  }

  close(): void {
    this.journal.close();
  }
}
