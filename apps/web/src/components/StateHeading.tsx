import { Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** How large a state is said: a page of its own, a section of a page, a block inside one. */
const SIZES = {
  page: { badge: 64, glyph: 34, order: 1, title: 'h2' },
  section: { badge: 56, glyph: 30, order: 2, title: 'h3' },
  block: { badge: 48, glyph: 26, order: 2, title: 'h4' },
} as const satisfies Record<string, { badge: number; glyph: number; order: TitleOrder; title: string }>;

interface StateHeadingProps {
  icon: Icon;
  title: string;
  text: string;
  size: keyof typeof SIZES;
  /** The badge's colour (the theme's primary when none: a neutral state). */
  color?: string;
}

/**
 * What a state says before anything else (no access, nothing yet, a failed load): a round badge
 * with its icon, a title and a line in grey, centred by the Stack around it.
 */
export function StateHeading({ icon: StateIcon, title, text, size, color }: StateHeadingProps) {
  const { badge, glyph, order, title: titleSize } = SIZES[size];
  return (
    <>
      <ThemeIcon size={badge} radius="xl" color={color} variant="light">
        <StateIcon size={glyph} aria-hidden />
      </ThemeIcon>
      <Title order={order} size={titleSize}>
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </>
  );
}
