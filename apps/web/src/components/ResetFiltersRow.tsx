import { Button, Group } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Under a list's filter fields: clears them all; disabled while none is set. */
export function ResetFiltersRow({ active, onReset, children }: { active: boolean; onReset: () => void; children: ReactNode }) {
  return (
    <Group justify="flex-end" mt="xs">
      <Button
        variant="subtle"
        color="gray"
        size="xs"
        leftSection={<IconFilterOff size={14} aria-hidden />}
        disabled={!active}
        onClick={onReset}
      >
        {children}
      </Button>
    </Group>
  );
}
