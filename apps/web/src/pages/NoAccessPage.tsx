import { Button, Center, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateHeading } from '../components/StateHeading';

/** A signed-in customer who opens /admin. */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" px="md" bg="var(--kb-surface)">
      <Stack align="center" gap="md" ta="center" maw={460}>
        <StateHeading icon={IconLock} title={t('noAccess.title')} text={t('noAccess.text')} size="page" />
        <Button component={Link} to="/user" size="md">
          {t('noAccess.account')}
        </Button>
      </Stack>
    </Center>
  );
}
