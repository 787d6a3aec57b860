import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The account's email on every auth page, with the phone's email keyboard and autofill. */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      placeholder={t('auth.emailPlaceholder')}
      type="email"
      inputMode="email"
      autoComplete="email"
      {...props}
    />
  );
}
