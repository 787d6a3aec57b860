import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title and one line of help at the top of every auth card. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Stack gap={6} mb="lg">
      <Title order={1} fz={28} lts={-0.3}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
