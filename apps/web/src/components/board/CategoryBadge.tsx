// Types only: the home page shows these badges, and the public entry carries no zod.
import type { BoardCategory } from '@kerben/domain';
import { Badge, type BadgeProps } from '@mantine/core';

/** A board category as a badge in its colour (the palette is dark enough for white text). */
export function CategoryBadge({ category, ...props }: { category: BoardCategory } & BadgeProps) {
  return (
    <Badge color={category.color} variant="filled" radius="sm" tt="none" maw="100%" {...props}>
      {category.name}
    </Badge>
  );
}
