import { useEffect, useState } from 'react';

/** The time now, in milliseconds, again every `everyMs` (a render reads the clock through this, not Date.now()). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, everyMs);
    return () => {
      clearInterval(timer);
    };
  }, [everyMs]);
  return now;
}
