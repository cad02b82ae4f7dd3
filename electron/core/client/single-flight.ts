/**
 * Single-flight for mutating commands: while one call is on its way, an identical one
 * (same profile, command and validated members) is refused instead of sent twice — a
 * double click on "split" must not split twice. Shared by every client in the process,
 * so two clients built for the same profile still see each other's calls.
 */
const inFlight = new Set<string>();

export interface FlightTicket {
  release(): void;
}

/** Claims `key`; returns null when an identical call already holds it. */
export function claimFlight(key: string): FlightTicket | null {
  if (inFlight.has(key)) return null;
  inFlight.add(key);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      inFlight.delete(key);
    },
  };
}
