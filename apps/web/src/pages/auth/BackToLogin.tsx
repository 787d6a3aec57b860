import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back to the login form at the foot of the activation and password-reset cards. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/auth/login" c="dimmed">
        {t('auth.backToLogin')}
      </Anchor>
    </Text>
  );
}
