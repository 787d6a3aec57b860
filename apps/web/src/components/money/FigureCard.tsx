import { type MantineColor, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FigureCardProps {
  label: ReactNode;
  value: ReactNode;
  /** A line under the figure: the rate it was converted at, where it is changed. */
  hint?: ReactNode;
  color?: MantineColor;
  /** The figure's own class (a size of its page's). */
  className?: string;
  testId?: string;
}

/** One figure of an account or a setting in a card: what it is, the figure large, a hint under it. */
export function FigureCard({ label, value, hint, color, className, testId }: FigureCardProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} c={color} className={className} data-testid={testId}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
