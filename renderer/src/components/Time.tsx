/**
 * A time as the operator principles ask: local wall-clock time on screen, the UTC value on hover (title)
 * and in `dateTime`. Takes the API's UTC text or an ISO string; "never" shows as such.
 */
import { formatLocal, formatUtcLabel, parseUtc } from '../../../shared/domain/format';
import { NoValue } from './NoValue';

export interface TimeProps {
  /** API UTC text (`YYYY-MM-DD HH:MM:SS`), ISO string, or a Date. */
  value: string | Date | null | undefined;
  /** Shown when there is no time (the API's all-zero datetime). */
  never?: string;
  /** Show only HH:MM:SS (today's events in a status line). */
  timeOnly?: boolean;
}

export function Time({ value, never = 'never', timeOnly = false }: TimeProps) {
  const d = value instanceof Date ? value : parseUtc(value);
  if (d === null) {
    // A dash stands for a value that is not there: say on hover what the server sent.
    return never === '—' ? <NoValue raw={value} /> : <span className="mc-time--never">{never}</span>;
  }
  const local = formatLocal(d);
  return (
    <time dateTime={d.toISOString()} title={formatUtcLabel(d)}>
      {timeOnly ? local.slice(11) : local}
    </time>
  );
}
