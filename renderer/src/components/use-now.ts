/** The local time, again every `everyMs`: for words that turn true by the clock alone (a board gone STALE). */
import { useEffect, useState } from 'react';

export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
