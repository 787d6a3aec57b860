import { useSyncExternalStore } from 'react';

// The notifications' frame (and @mantine/notifications) is mounted only once a module that shows
// notifications has loaded, so the home page's first load does not carry it. Such a module calls
// wantNotifications() when it loads, before it can show anything; what it shows meanwhile waits in
// the notifications' store and appears as the frame mounts.

let wanted = false;
const listeners = new Set<() => void>();

export function wantNotifications(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function useNotificationsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
