import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../hooks/use-language';

/** Unknown paths, in whichever layout they fall. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Center mih="60vh" px="md" py={64}>
      <Stack align="center" gap="md" ta="center" maw={520}>
        {/* Large text needs 3:1 on the white and the grey page alike (shade 4: 4.4 and 4.1). */}
        <Text fz={88} fw={800} lh={1} c="kerben.4" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={localized('/')} size="md">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
