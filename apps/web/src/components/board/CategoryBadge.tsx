// Types only: the home page shows these badges, and the public entry carries no zod.
import type { BoardCategory } from '@kerben/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { readableOn } from '../../lib/contrast';

/**
 * A board category as a badge in its colour, with white text. Some palette colours (teal, green,
 * orange) are too light for white text at badge size: they are drawn a shade darker, as far as
 * 4.5:1 needs.
 */
export function CategoryBadge({ category, ...props }: { category: BoardCategory } & BadgeProps) {
  return (
    <Badge color={readableOn(category.color, ['#ffffff'])} variant="filled" radius="sm" tt="none" maw="100%" {...props}>
      {category.name}
    </Badge>
  );
}
