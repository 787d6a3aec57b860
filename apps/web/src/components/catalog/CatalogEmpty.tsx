import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './catalog.module.css';

interface CatalogEmptyProps {
  icon: ReactNode;
  title: string;
  text?: string;
  /** A button that fills the list or widens the filter. */
  action?: ReactNode;
}

/** An empty list: what is missing and what to do about it. */
export function CatalogEmpty({ icon, title, text, action }: CatalogEmptyProps) {
  return (
    <div className={classes.empty}>
      <EmptyState icon={icon} variant="light" title={title} description={text}>
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </div>
  );
}
