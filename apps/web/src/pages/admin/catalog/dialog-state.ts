import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../components/form-errors';

/**
 * Which record a dialog shows: null to create one. The record stays while the dialog closes, so
 * its title and fields do not change during the closing animation.
 */
export function useItemDialog<T>() {
  const [state, setState] = useState<{ opened: boolean; item: T | null }>({ opened: false, item: null });
  return {
    opened: state.opened,
    item: state.item,
    open: (item: T | null = null) => setState({ opened: true, item }),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** A failed action outside a form (a delete): what failed as the title, the server's reason below. */
export function notifyFailure(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: errorMessage(error) });
}
