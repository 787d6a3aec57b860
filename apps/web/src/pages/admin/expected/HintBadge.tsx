import { Badge, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A mark on an announcement in the operators' list with its explanation in a hint, shown on hover,
 * focus and touch, and read out with the mark.
 */
export function HintBadge({
  label,
  hint,
  hintText,
  color,
  icon,
}: {
  label: string;
  /** What the hint shows. */
  hint: ReactNode;
  /** The hint as words, for screen readers. */
  hintText: string;
  color: string;
  icon: ReactNode;
}) {
  return (
    <Tooltip label={hint} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge
        color={color}
        variant="light"
        radius="sm"
        tt="none"
        maw="none"
        leftSection={icon}
        styles={{ label: { overflow: 'visible' } }}
        tabIndex={0}
        aria-label={`${label}. ${hintText}`}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
