import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface IconTextProps {
  /** A small icon (16 px) before the text; decorative. */
  icon: ReactNode;
  /** What the text is, for screen readers where the icon alone says it ('Телефон'). */
  label?: string;
  /** Grey: the value is missing and the text says so ('Адрес не указан'). */
  dimmed?: boolean;
  children: ReactNode;
}

/** A detail line of a card: an icon and the text beside it, wrapping under itself, not the icon. */
export function IconText({ icon, label, dimmed, children }: IconTextProps) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <span aria-hidden style={{ display: 'inline-flex', color: 'var(--mantine-color-dimmed)', marginTop: 2, flexShrink: 0 }}>
        {icon}
      </span>
      <Text size="sm" c={dimmed ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', minWidth: 0 }}>
        {label && <VisuallyHidden>{`${label}: `}</VisuallyHidden>}
        {children}
      </Text>
    </Group>
  );
}
