import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

/** One line of a record's details in a `DataList`: its label, and a value that wraps anywhere. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
