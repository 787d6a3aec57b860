import { formatPhoneInput } from '@kerben/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { digitsAfterEdit } from '../lib/caret';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  value?: string;
  onChange: (value: string) => void;
  /**
   * Always international with a leading + (the forms of docs/product.md#forms that force it). Without it a local
   * number of Kyrgyzstan (0555 123 456) or Russia (8 912 345-67-89) may be typed as people know it.
   */
  forcePlus?: boolean;
}

/**
 * A phone number formatted as it is typed (+996 555 123 456); the server stores it in E.164.
 * Works with `{...form.getInputProps('phone_number')}`.
 */
export function PhoneInput({ value = '', onChange, placeholder, forcePlus = true, ...props }: PhoneInputProps) {
  const { t } = useTranslation();
  const shown = value || (forcePlus ? '+' : '');
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={placeholder ?? t('components.phone.placeholder')}
      {...props}
      value={shown}
      onChange={(event) => {
        const typedPlus = event.currentTarget.value.trimStart().startsWith('+');
        const digits = digitsAfterEdit(shown, event.currentTarget);
        onChange(formatPhoneInput(`${typedPlus ? '+' : ''}${digits}`, { forcePlus }));
      }}
    />
  );
}
