import type { TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailInput as EmailField } from '../../components/inputs';

/** The account's email on every auth page, with the phone's email keyboard and autofill. */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation();
  return <EmailField label={t('auth.email')} placeholder={t('auth.emailPlaceholder')} autoComplete="email" {...props} />;
}
