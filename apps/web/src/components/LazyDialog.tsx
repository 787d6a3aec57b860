import { type ReactNode, Suspense, useState } from 'react';

/**
 * Mounts a lazily loaded dialog (`lazyNamed`) from the first time it opens and keeps it mounted,
 * so its closing animation still plays: a page that shows a dialog only on demand does not
 * download the dialog's code, and what it needs (forms, schemas, pickers), before it first paints.
 */
export function LazyDialog({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
