import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The body of an area page whose content arrives in a later release. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="xs" ta="center" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconClock size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t('common.comingSoonTitle')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('common.comingSoonText')}
        </Text>
      </Stack>
    </Paper>
  );
}
