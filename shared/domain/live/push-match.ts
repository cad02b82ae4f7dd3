/**
 * Which destination a listed push session is, in one chain (docs/service-notes.md): its
 * `push_service_id`; else the entry name this console knows the destination by (the
 * name the server gave the push this console connected, kept on its row); else the
 * destination's fields, when exactly one stored destination of that application and
 * stream could be it. A push none of these names while stored destinations could be it is
 * unmatched: the read cannot tell, and says so (never a guessed row, never a phantom).
 */
import type { LiveStream } from '../../api/stream-records';
import type { Destination } from './board';
import type { ServerPush } from './board-poll';
import { destinationKey, pushLabel } from './sessions';

export interface MatchedRead {
  pushes: ServerPush[];
  /** Some push could not be told apart: the scope's unlisted rows are left as last read. */
  unmatched: boolean;
}

type Rows = Readonly<Record<string, Destination>>;

/** The destination key of a push with no service id, or null when it cannot be told. */
function keyWithoutId(rows: Rows, entryName: string | null, app: string, stream: string, taken: ReadonlySet<string>): string | null {
  if (entryName !== null) {
    const known = Object.values(rows).find((r) => r.entryName === entryName);
    if (known !== undefined) return known.key;
  }
  const could = Object.values(rows).filter((r) => r.stored && r.pushServiceId !== null && (r.app === null || r.app === app) && (r.stream === null || r.stream === stream));
  const free = could.filter((r) => !taken.has(r.key));
  if (could.length === 0) return entryName === null ? null : destinationKey({ entry_name: entryName });
  return free.length === 1 && entryName === null ? free[0]!.key : null;
}

/** Every push one stream.active answer of `app/inst` lists, matched to its destination. */
export function matchPushes(rows: Rows, streams: readonly LiveStream[], app: string, inst: string): MatchedRead {
  const pushes: ServerPush[] = [];
  let unmatched = false;
  const withId = new Set(streams.flatMap((s) => s.pushes.filter((p) => p.push_service_id != null).map((p) => destinationKey(p))));
  for (const s of streams) {
    for (const p of s.pushes) {
      const entryName = p.entry_name ?? null;
      const key = p.push_service_id != null ? destinationKey(p) : keyWithoutId(rows, entryName, app, s.name, withId);
      if (key === null) {
        unmatched = true;
        continue;
      }
      const pushServiceId = p.push_service_id ?? rows[key]?.pushServiceId ?? null;
      pushes.push({ key, label: pushLabel(p), pushServiceId, entryName, app, inst, stream: s.name, status: p.status ?? null, message: p.message ?? null });
    }
  }
  return { pushes, unmatched };
}
