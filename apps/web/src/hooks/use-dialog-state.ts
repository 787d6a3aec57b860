import { useState } from 'react';

/** What a record's create/edit dialog receives: open or not, and which record (null: a new one). */
export interface RecordDialogProps<T> {
  opened: boolean;
  record: T | null;
  onClose: () => void;
}

/**
 * Which record a dialog shows; null to create one. The record stays while the dialog closes, so
 * its title and fields do not change during the closing animation.
 */
export function useDialogState<T>() {
  const [state, setState] = useState<{ opened: boolean; record: T | null }>({ opened: false, record: null });
  const close = () => setState((current) => ({ ...current, opened: false }));
  return {
    opened: state.opened,
    record: state.record,
    open: (record: T | null = null) => setState({ opened: true, record }),
    close,
    /** Spread onto the dialog: `<SiteDialog {...dialog.props} />`. */
    props: { opened: state.opened, record: state.record, onClose: close } satisfies RecordDialogProps<T>,
  };
}
