/**
 * The local time, again at each whole second before or after `dueAt`: a countdown drawn from
 * it turns exactly when another view's, drawn from the same instant, does.
 */
import { useEffect, useState } from 'react';

export function useDueTick(dueAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (dueAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const step = (): void => {
      const t = Date.now();
      setNow(t);
      timer = setTimeout(step, ((((dueAt - t) % 1000) + 1000) % 1000 || 1000) + 5);
    };
    step();
    return () => clearTimeout(timer);
  }, [dueAt]);
  return now;
}
