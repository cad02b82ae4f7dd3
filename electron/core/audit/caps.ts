/**
 * How big one audit line may grow: a 5 MB parameter must not make a 5 MB audit line, and a
 * message of a megabyte must not make Activity unreadable. log.ts applies both before writing.
 */
import type { AuditIntentLine } from '../../../shared/domain/audit';

/** One entry's line at most: a 5 MB parameter must not make a 5 MB audit line. */
export const MAX_ENTRY_BYTES = 64 * 1024;
const MAX_MESSAGE_CHARS = 4096;

/** The intent as written: whole when it fits, else without its parameters and marked truncated. */
export function capped(line: AuditIntentLine): AuditIntentLine {
  const bytes = Buffer.byteLength(JSON.stringify(line), 'utf8');
  if (bytes <= MAX_ENTRY_BYTES) return line;
  const note = `parameters of ${bytes} bytes left out: audit entries are capped at ${MAX_ENTRY_BYTES / 1024} KiB`;
  return { ...line, params: { omitted: note }, truncated: true };
}

export const cappedText = (text: string): string => (text.length <= MAX_MESSAGE_CHARS ? text : `${text.slice(0, MAX_MESSAGE_CHARS)}… (cut at ${MAX_MESSAGE_CHARS} characters)`);
