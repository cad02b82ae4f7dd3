/**
 * A person who operates a shared show from another workstation (a guest of this console's
 * host, "Several operators"). Their role is one of the control API's scopes, so a guest and a
 * control client are held by one model: read ⊂ operate ⊂ destructive. The role is checked in
 * the host's main on every request and event, never in the guest.
 */
import type { ControlScope } from '../../ipc/control';

export type Role = ControlScope;

export interface Person {
  /** Stable for the invitation's lifetime: what revocation and the guest list key on. */
  id: string;
  /** As the host named them when inviting ("Ana (engineer)"). */
  name: string;
  role: Role;
  /** The address their connection came from ("192.0.2.12"). */
  address: string;
}

const RANK: Record<Role, number> = { read: 0, operate: 1, destructive: 2 };

/** Whether a role covers what a route needs: destructive may operate and read, operate may read. */
export function roleCovers(role: Role, needs: Role): boolean {
  return RANK[role] >= RANK[needs];
}
