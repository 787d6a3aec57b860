import { type ReactNode, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
// A fieldset with no frame: it only disables the fields and buttons inside it.
const PLAIN = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/**
 * Wraps a form of a prerendered page: its fields and buttons stay disabled until React has taken
 * the form over (typed before, a value would be lost; a button would send the bare HTML form), and
 * in the HTML, where without JavaScript the form could not work anyway. A form rendered in the
 * browser (a visit that started on another page) is enabled at once.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  // The server's answer (false) while prerendering and hydrating, the browser's (true) after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <fieldset disabled={!hydrated} style={PLAIN}>
      {children}
    </fieldset>
  );
}
