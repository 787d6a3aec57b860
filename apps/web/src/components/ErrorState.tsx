import { Button, Center, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StateHeading } from './StateHeading';

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
        <StateHeading
          icon={IconAlertCircle}
          title={title ?? t('errors.unexpectedTitle')}
          text={message}
          size="block"
          color="red"
        />
        {onRetry && (
          <Button variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
