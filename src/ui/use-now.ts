import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs` (a running wait, a countdown): the component renders
 * again with the new time instead of reading the clock during render.
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
