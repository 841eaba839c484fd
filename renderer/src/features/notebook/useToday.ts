import { useEffect, useState } from 'react';
import { endOfLocalDay } from '../../engine/review';
import { offsetMinutesAt } from '../../store';

/** The player's "now": the time, the end of their day, and their time zone offset (minutes). */
export interface Today {
  nowMs: number;
  endOfDayMs: number;
  offsetMinutes: number;
}

function readToday(): Today {
  const now = new Date();
  const offsetMinutes = offsetMinutesAt(now);
  return { nowMs: now.getTime(), endOfDayMs: endOfLocalDay(now, offsetMinutes).getTime(), offsetMinutes };
}

/** The current day as the player sees it, read again every minute so "today" turns over at midnight. */
export function useToday(refreshMs = 60_000): Today {
  const [today, setToday] = useState(readToday);
  useEffect(() => {
    const id = window.setInterval(() => {
      const next = readToday();
      setToday((prev) => (prev.endOfDayMs === next.endOfDayMs ? prev : next));
    }, refreshMs);
    return () => window.clearInterval(id);
  }, [refreshMs]);
  return today;
}
