import { Button, EmptyState } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './catalog.module.css';

export interface CatalogEmptyProps {
  icon: ReactNode;
  title: string;
  text?: string;
  /** A button that widens the filter ('Сбросить фильтры'). */
  action?: ReactNode;
  /** The admin's way to fill the list: a '+' button with this label ('Добавить сайт'). */
  addLabel?: string;
  onAdd?: () => void;
}

/** An empty list: what is missing and what to do about it. */
export function CatalogEmpty({ icon, title, text, action, addLabel, onAdd }: CatalogEmptyProps) {
  const add = addLabel && onAdd && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
      {addLabel}
    </Button>
  );
  return (
    <div className={classes.empty}>
      <EmptyState icon={icon} variant="light" title={title} description={text}>
        {(action || add) && <EmptyState.Actions>{action ?? add}</EmptyState.Actions>}
      </EmptyState>
    </div>
  );
}
