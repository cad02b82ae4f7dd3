/**
 * What a guest's socket is served through: the host's own router and events, behind the role
 * check. Each request runs as its person (audit/person-scope.ts), with the role the guest book
 * holds at that moment (a changed role holds from the next request; a revoked guest has
 * none). A refused request sends nothing: it is audited REFUSED with the person and answered
 * in words. An event the role may not see is not sent.
 */
import type { Person } from '../../../shared/domain/share/person';
import type { CueAction } from '../../../shared/domain/sheets/schema';
import { type IpcResult, fail } from '../../../shared/ipc/define';
import type { McEvent } from '../../../shared/ipc/events';
import type { AuditLog } from '../audit/log';
import { runAsPerson } from '../audit/person-scope';
import type { Logger } from '../events/log';
import type { Router } from '../ipc/router';
import type { ProfileStore } from '../profiles/store';
import type { GuestBook } from './guests';
import { checkRequest, eventAllowed, refusalWords, type RouteLookups } from './roles';

/** What the share server drives: the same router, events and audit as the screens. */
export interface ShareCore {
  router: Pick<Router, 'dispatch'>;
  events: { subscribe(listener: (event: McEvent) => void): () => void };
  audit: Pick<AuditLog, 'intent' | 'outcome'>;
  profiles: Pick<ProfileStore, 'active'>;
  log: Logger;
}

function lookupsOf(core: ShareCore): RouteLookups {
  return {
    async cueAction(sheetId, cueId) {
      const got = await core.router.dispatch('sheets.get', { id: sheetId });
      if (!got.ok) return undefined;
      const cue = (got.value as { cues: Array<{ id: string; action: CueAction | null }> }).cues.find((c) => c.id === cueId);
      return cue === undefined ? undefined : cue.action;
    },
  };
}

function auditRefusal(core: ShareCore, channel: string, person: Person, message: string): void {
  try {
    const active = core.profiles.active();
    const entry = core.audit.intent({ profileId: active.id, profileName: active.name, command: channel, params: { guest: person.name, role: person.role } });
    core.audit.outcome(entry.id, { outcome: 'refused', resultKind: 'role', message, latencyMs: null });
  } catch (err) {
    core.log.error(`share: could not audit the refusal of ${channel} for ${person.name}`, err);
  }
}

export interface GuestChannel {
  dispatch(channel: string, input: unknown, account?: unknown): Promise<IpcResult<unknown>>;
}

export function guestRouter(core: ShareCore, book: GuestBook, person: Person): GuestChannel {
  const lookups = lookupsOf(core);
  return {
    async dispatch(channel, input, account) {
      const role = book.roleOf(person.id);
      if (role === null) return fail({ kind: 'forbidden_sender', message: 'Refused: your invitation was revoked by the host.' });
      book.seen(person.id);
      const now: Person = { ...person, role };
      return runAsPerson(now, async () => {
        const verdict = await checkRequest(channel, input, role, lookups);
        if (!verdict.allowed) {
          const message = refusalWords(channel, role, verdict.needs);
          auditRefusal(core, channel, now, message);
          return fail({ kind: 'forbidden_sender', message });
        }
        return core.router.dispatch(channel, input, account);
      });
    },
  };
}

export function guestEvents(core: ShareCore, book: GuestBook, person: Person): ShareCore['events'] {
  return {
    subscribe(listener) {
      return core.events.subscribe((event) => {
        const role = book.roleOf(person.id);
        if (role !== null && eventAllowed(event.type, role)) listener(event);
      });
    },
  };
}
