import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A signed-in customer who opens /admin. */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" px="md" bg="var(--kb-surface)">
      <Stack align="center" gap="md" ta="center" maw={460}>
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconLock size={34} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('noAccess.title')}
        </Title>
        <Text c="dimmed">{t('noAccess.text')}</Text>
        <Button component={Link} to="/user" size="md">
          {t('noAccess.account')}
        </Button>
      </Stack>
    </Center>
  );
}
