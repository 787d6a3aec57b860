import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  message: string;
  title?: string;
  onRetry?: () => void;
  fullScreen?: boolean;
}

/** A failed load: what happened and a way to try again. */
export function ErrorState({ message, title, onRetry, fullScreen = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Center mih={fullScreen ? '100dvh' : 240} p="md">
      <Stack align="center" gap="sm" maw={420} ta="center" role="alert">
        <ThemeIcon size={48} radius="xl" color="red" variant="light">
          <IconAlertCircle size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title ?? t('errors.unexpectedTitle')}
        </Title>
        <Text c="dimmed">{message}</Text>
        {onRetry && (
          <Button variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
