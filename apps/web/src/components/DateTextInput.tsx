import { formatDateInput } from '@kerben/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { digitsAfterEdit } from '../lib/caret';

export interface DateTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value?: string;
  onChange: (value: string) => void;
}

/**
 * A date typed as MM.DD.YYYY (docs/product.md#forms): only digits are kept and the dots are put in
 * after the month and the day.
 */
export function DateTextInput({ value = '', onChange, placeholder, ...props }: DateTextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={placeholder ?? t('components.date.placeholder')}
      {...props}
      value={value}
      onChange={(event) => onChange(formatDateInput(digitsAfterEdit(value, event.currentTarget)))}
    />
  );
}
