/**
 * The host's guests: one-time invitations, the personal token each redeemed one gives, and
 * who is connected now. Only hashes of codes and tokens are held (and kept, so a guest's
 * token outlives a host restart); a looked-up hash is a map key, so nothing is compared
 * byte by byte against a secret. A revoked guest is forgotten at once: its token answers
 * 401 and every socket it holds is told to close (onRevoke).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Person, Role } from '../../../shared/domain/share/person';
import type { GuestView } from '../../../shared/ipc/share';
import type { Clock } from '../deps';

export interface KeptGuest {
  id: string;
  name: string;
  role: Role;
  tokenHash: string;
}

interface Invited {
  id: string;
  name: string;
  role: Role;
  codeHash: string;
  expiresAt: number;
  used: boolean;
}

interface Presence {
  address: string;
  sockets: number;
  connectedSince: number | null;
  lastSeen: number;
}

export type Redeemed = { status: 200; token: string; person: Person } | { status: 401 | 410; message: string };

const hash = (secret: string): string => createHash('sha256').update(secret).digest('base64url');
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export class GuestBook {
  private readonly invited = new Map<string, Invited>();
  private readonly guests = new Map<string, KeptGuest>();
  private readonly byToken = new Map<string, string>();
  private readonly presence = new Map<string, Presence>();
  private readonly revokeListeners = new Set<(id: string) => void>();

  constructor(
    private readonly clock: Clock,
    /** Told whenever the kept guests change (to write them) or anything shown changes. */
    private readonly changed: (kept: KeptGuest[]) => void,
    kept: KeptGuest[] = [],
  ) {
    for (const g of kept) this.keep(g);
  }

  private keep(g: KeptGuest): void {
    this.guests.set(g.id, g);
    this.byToken.set(g.tokenHash, g.id);
  }

  private tell(): void {
    this.changed([...this.guests.values()]);
  }

  invite(name: string, role: Role, minutes: number): { code: string; id: string; expiresAt: number } {
    this.sweep();
    const code = randomBytes(18).toString('base64url');
    const id = randomUUID();
    const expiresAt = this.clock.now() + minutes * 60_000;
    this.invited.set(hash(code), { id, name, role, codeHash: hash(code), expiresAt, used: false });
    this.tell();
    return { code, id, expiresAt };
  }

  /** Once per code, before it expires: the guest's personal token. */
  redeem(code: unknown, address: string): Redeemed {
    if (typeof code !== 'string' || code.length === 0 || code.length > 256) return { status: 401, message: 'Unknown invitation code.' };
    const invitation = this.invited.get(hash(code));
    if (invitation === undefined) return { status: 401, message: 'Unknown invitation code.' };
    if (invitation.used) return { status: 410, message: 'This invitation was already used: ask the host for a new one.' };
    if (this.clock.now() > invitation.expiresAt) return { status: 410, message: 'This invitation has expired: ask the host for a new one.' };
    invitation.used = true;
    const token = randomBytes(32).toString('base64url');
    this.keep({ id: invitation.id, name: invitation.name, role: invitation.role, tokenHash: hash(token) });
    this.presence.set(invitation.id, { address, sockets: 0, connectedSince: null, lastSeen: this.clock.now() });
    this.tell();
    return { status: 200, token, person: { id: invitation.id, name: invitation.name, role: invitation.role, address } };
  }

  /** The person a token belongs to now (their current role), or null: unknown or revoked. */
  authenticate(token: string, address: string): Person | null {
    if (token.length === 0 || token.length > 256) return null;
    const id = this.byToken.get(hash(token));
    const g = id === undefined ? undefined : this.guests.get(id);
    return g === undefined ? null : { id: g.id, name: g.name, role: g.role, address };
  }

  /** The person's current role, or null once revoked (checked at every request and event). */
  roleOf(id: string): Role | null {
    return this.guests.get(id)?.role ?? null;
  }

  connected(person: Person): () => void {
    const now = this.clock.now();
    const p = this.presence.get(person.id) ?? { address: person.address, sockets: 0, connectedSince: null, lastSeen: now };
    p.sockets += 1;
    p.address = person.address;
    p.connectedSince ??= now;
    p.lastSeen = now;
    this.presence.set(person.id, p);
    this.tell();
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      p.sockets -= 1;
      p.lastSeen = this.clock.now();
      if (p.sockets === 0) p.connectedSince = null;
      this.tell();
    };
  }

  seen(id: string): void {
    const p = this.presence.get(id);
    if (p !== undefined) p.lastSeen = this.clock.now();
  }

  setRole(id: string, role: Role): boolean {
    const g = this.guests.get(id);
    const i = [...this.invited.values()].find((x) => x.id === id && !x.used);
    if (g === undefined && i === undefined) return false;
    if (g !== undefined) g.role = role;
    if (i !== undefined) i.role = role;
    this.tell();
    return true;
  }

  revoke(id: string): boolean {
    const g = this.guests.get(id);
    let found = g !== undefined;
    if (g !== undefined) {
      this.guests.delete(id);
      this.byToken.delete(g.tokenHash);
    }
    for (const [key, i] of this.invited) {
      if (i.id !== id) continue;
      this.invited.delete(key);
      found = true;
    }
    this.presence.delete(id);
    if (!found) return false;
    for (const listener of this.revokeListeners) listener(id);
    this.tell();
    return true;
  }

  onRevoke(listener: (id: string) => void): () => void {
    this.revokeListeners.add(listener);
    return () => this.revokeListeners.delete(listener);
  }

  list(): GuestView[] {
    const now = this.clock.now();
    const joined = [...this.guests.values()].map((g): GuestView => {
      const p = this.presence.get(g.id);
      const state = p !== undefined && p.sockets > 0 ? 'connected' : 'away';
      return { id: g.id, name: g.name, role: g.role, address: p?.address ?? null, connectedSince: iso(p?.connectedSince ?? null), lastSeen: iso(p?.lastSeen ?? null), state, invitedUntil: null };
    });
    const waiting = [...this.invited.values()]
      .filter((i) => !i.used && i.expiresAt >= now)
      .map((i): GuestView => ({ id: i.id, name: i.name, role: i.role, address: null, connectedSince: null, lastSeen: null, state: 'invited', invitedUntil: iso(i.expiresAt) }));
    return [...joined, ...waiting];
  }

  /** Used and expired codes are kept an hour past their end (so a reuse answers 410, not 401), then dropped. */
  private sweep(): void {
    const cutoff = this.clock.now() - 3_600_000;
    for (const [key, i] of this.invited) if (i.expiresAt < cutoff) this.invited.delete(key);
  }
}
