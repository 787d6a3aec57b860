import type { ReactNode } from 'react';
import classes from './parcels.module.css';

export interface ParcelFact {
  label: string;
  /** '', null or undefined: the fact is not known and is left out. */
  value: ReactNode;
}

/** Label and value pairs in a grid that becomes one column on a phone; unknown values are left out. */
export function ParcelFacts({ facts }: { facts: readonly ParcelFact[] }) {
  const known = facts.filter((fact) => fact.value !== '' && fact.value !== null && fact.value !== undefined);
  return (
    <dl className={classes.facts}>
      {known.map((fact) => (
        <div key={fact.label}>
          <dt className={classes.factLabel}>{fact.label}</dt>
          <dd className={classes.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
