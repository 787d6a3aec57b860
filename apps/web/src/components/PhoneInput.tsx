import { formatPhoneInput } from '@kerben/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { digitsAfterEdit } from './caret';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  value?: string;
  onChange: (value: string) => void;
}

/**
 * Phone number in international format, formatted as it is typed (+996 555 123 456). The leading
 * + is always there; works with `{...form.getInputProps('phone_number')}`.
 */
export function PhoneInput({ value = '', onChange, placeholder, ...props }: PhoneInputProps) {
  const { t } = useTranslation();
  const shown = value || '+';
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={placeholder ?? t('components.phone.placeholder')}
      {...props}
      value={shown}
      onChange={(event) => onChange(formatPhoneInput(digitsAfterEdit(shown, event.currentTarget)))}
    />
  );
}
