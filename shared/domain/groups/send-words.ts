/**
 * What one press on a group did, in words: how many members the server accepted, then the
 * refused ones counted with the server's reason ("Sent to 0 of 2: both refused — already
 * pushing"), then each one held back with why. A refused member is never counted as sent.
 */

export interface GroupTally {
  /** Accepted (or sent with no clear answer: the row says UNKNOWN). */
  sent: readonly number[];
  /** Sent and refused by the server, with its reason. */
  refused: ReadonlyArray<{ id: number; reason: string }>;
  /** Held back by the console (nothing sent), with why. */
  notSent: ReadonlyArray<{ id: number; reason: string }>;
}

const bare = (reason: string) => reason.replace(/^Rejected by the server: /, '').replace(/^Not sent: /, '');

/** "#503 <reason>", unless the reason already names the member first (a row's label starts with its id). */
const named = (id: number, reason: string): string => (new RegExp(`^#${id}\\b`).test(reason) ? reason : `#${id} ${reason}`);

function refusedWords(refused: GroupTally['refused'], total: number): string {
  const reasons = [...new Set(refused.map((r) => bare(r.reason)))];
  if (refused.length === 1 || reasons.length > 1) return refused.map((r) => `#${r.id} refused — ${bare(r.reason)}`).join('; ');
  const who = refused.length < total ? `${refused.length}` : total === 2 ? 'both' : `all ${total}`;
  return `${who} refused — ${reasons[0]}`;
}

/** "Sent to 1 of 3: #502 refused — already pushing; #503 is already LIVE …" (verb: "Sent to", "Disconnect sent to"). */
export function groupSendWords(verb: string, t: GroupTally): string {
  const total = t.sent.length + t.refused.length + t.notSent.length;
  const head = `${verb} ${t.sent.length} of ${total}${t.refused.length > 0 ? `: ${refusedWords(t.refused, total)}` : ''}`;
  return [head, ...t.notSent.map((n) => named(n.id, bare(n.reason)))].join('; ');
}

/** Whether the press went: something sent and nothing refused (else its line is no green DONE). */
export function groupSendWent(t: GroupTally): boolean {
  return t.refused.length === 0 && t.sent.length > 0;
}
