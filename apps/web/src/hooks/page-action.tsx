import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

export interface PageAction {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
}

const SetPageActionContext = createContext<(action: PageAction | null) => void>(() => undefined);

/** Holds the header action button of the current area page. */
export function usePageActionSlot() {
  return useState<PageAction | null>(null);
}

export const PageActionProvider = SetPageActionContext.Provider;

/**
 * A page puts its main action ("Добавить посылку", "Создать уведомление", ...) into the area
 * header: `usePageAction({ label: t('user.actions.addParcel'), onClick: open })`. The button
 * disappears when the page unmounts.
 */
export function usePageAction(action: PageAction | null): void {
  const setAction = useContext(SetPageActionContext);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  const label = action?.label;
  useEffect(() => {
    if (!label) return;
    // The icon is read once per label: pages pass a new element on every render.
    setAction({ label, icon: latest.current?.icon, onClick: () => latest.current?.onClick() });
    return () => setAction(null);
  }, [label, setAction]);
}
