/**
 * How a ticket's "uses" and "first used" read on screen. Pure, so the grid, the panel and
 * the tests share one wording. `uses` 0 is the service's "unlimited" (a ticket created
 * without a limit); a limited ticket that ran out also sits at 0, which only its refused
 * attempts reveal, so the panel — which has them — says so.
 */
import type { Attempt, Ticket } from '../../../../shared/api/records';
import { formatCount } from '../../../../shared/domain/format';

const OUT_OF_USES = 'Exceeded max views';

/** The grid's "Uses left" cell: "unlimited" for 0, empty (shown "—") when the server left it out. */
export function usesWords(uses: number | null): string {
  if (uses === null) return '';
  return uses === 0 ? 'unlimited' : formatCount(uses);
}

/** The panel's "Uses left": as the grid, unless the ticket's attempts show it ran out. */
export function usesDetail(uses: number | null, attempts: readonly Attempt[] | null): string {
  if (uses === 0 && attempts?.some((a) => a.reason === OUT_OF_USES)) return `none left (an attempt was refused: ${OUT_OF_USES})`;
  return usesWords(uses);
}

interface FirstUse {
  /** The time to show, API UTC text; null: never used. */
  at: string | null;
  /** Why the shown time is not the service's used_date, when it is not. */
  note: string | null;
}

/**
 * "First used" agrees with the attempts listed under it: the service's used_date, unless
 * the listed attempts hold an accepted one that the service's field does not account for
 * (it says never, or a later time) — then the earliest accepted attempt, with why.
 */
export function firstUseOf(ticket: Pick<Ticket, 'used_date'>, attempts: readonly Attempt[] | null): FirstUse {
  const accepted = (attempts ?? []).filter((a) => a.success === true && a.datetime !== null).map((a) => a.datetime as string);
  const earliest = accepted.length === 0 ? null : accepted.reduce((a, b) => (b < a ? b : a));
  const service = ticket.used_date;
  if (earliest === null || (service !== null && service <= earliest)) return { at: service, note: null };
  const said = service === null ? 'never' : 'a later time';
  return { at: earliest, note: `the earliest accepted attempt listed; the service’s “first used” field says ${said}` };
}
