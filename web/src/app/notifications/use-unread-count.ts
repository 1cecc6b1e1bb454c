/** The unread notification count behind the bell: refreshed after each change and every 60 s (spec 2.5). */
import { useCallback, useEffect, useState } from 'react';
import { getUnreadCount } from '../api/notifications-api';

export const COUNT_REFRESH_MS = 60_000;

export function useUnreadCount(enabled: boolean, initial: number) {
  const [count, setCount] = useState(initial);
  const refresh = useCallback(async () => {
    try {
      setCount(await getUnreadCount());
    } catch {
      // Keep the last count; the client already handled a session end.
    }
  }, []);
  useEffect(() => {
    if (!enabled) return;
    void refresh();
    const timer = setInterval(() => void refresh(), COUNT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [enabled, refresh]);
  return { count, refresh };
}
