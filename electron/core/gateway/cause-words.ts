/** A wire failure's cause in words for the status bar ("connection reset", not ECONNRESET). */
const WORDS: Record<string, string> = {
  ECONNRESET: 'connection reset',
  connection_reset: 'connection reset',
  EPIPE: 'connection reset',
  ECONNREFUSED: 'connection refused',
  ETIMEDOUT: 'no answer in time',
  timeout: 'no answer in time',
  ENOTFOUND: 'server name not found',
  EAI_AGAIN: 'server name not found',
  EHOSTUNREACH: 'server unreachable',
  ENETUNREACH: 'network unreachable',
};

export function causeWords(cause: string | null): string {
  if (cause === null || cause === '') return 'no answer';
  return WORDS[cause] ?? cause.replace(/_/g, ' ').toLowerCase();
}
