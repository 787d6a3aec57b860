import { type CardBrand, cardBrand } from '@kerben/domain';
import { Group, Input, TextInput, type TextInputProps } from '@mantine/core';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsAfterEdit } from '../../../lib/caret';
import { CardBrandMark } from './CardBrandMark';
import { formatCardNumber, typeMonth, typeYear } from './card-format';

export interface CardNumberInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'rightSection'> {
  value?: string;
  onChange: (value: string) => void;
  /** The brand shown while nothing is typed (a saved card's, when editing it). */
  savedBrand?: CardBrand | null;
}

/** The card number: digits only, grouped by four as typed, the brand's mark beside it as it is known. */
export function CardNumberInput({ value = '', onChange, savedBrand = null, ...props }: CardNumberInputProps) {
  const brand = value ? cardBrand(value) : savedBrand;
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="cc-number"
      {...props}
      value={value}
      onChange={(event) => onChange(formatCardNumber(digitsAfterEdit(value, event.currentTarget)))}
      rightSection={<CardBrandMark brand={brand} size={34} />}
      rightSectionWidth={48}
      rightSectionPointerEvents="none"
    />
  );
}

export interface ExpiryInputProps {
  label: string;
  month: string;
  year: string;
  onMonthChange: (month: string) => void;
  onYearChange: (year: string) => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The expiry as two inputs, month (2 digits) and year (4 digits): after a whole month the year
 * has the focus; Backspace in an empty year goes back to the month.
 */
export function ExpiryInput({ label, month, year, onMonthChange, onYearChange, error, required, disabled }: ExpiryInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const monthRef = useRef<HTMLInputElement>(null);
  const yearRef = useRef<HTMLInputElement>(null);
  const errorId = error ? `${id}-month-error` : undefined;
  const common = { inputMode: 'numeric', error: Boolean(error), disabled, 'aria-describedby': errorId } as const;
  return (
    <Input.Wrapper id={`${id}-month`} label={label} required={required} error={error}>
      <Group gap={8} wrap="nowrap" align="center" mt={4} role="group" aria-label={label}>
        <TextInput
          {...common}
          ref={monthRef}
          id={`${id}-month`}
          aria-label={t('user.billing.card.month')}
          placeholder={t('user.billing.card.monthPlaceholder')}
          autoComplete="cc-exp-month"
          w={64}
          value={month}
          onChange={(event) => {
            const typed = typeMonth(event.currentTarget.value);
            onMonthChange(typed.month);
            if (typed.complete && typed.month !== month) yearRef.current?.focus();
          }}
        />
        <span aria-hidden>/</span>
        <TextInput
          {...common}
          ref={yearRef}
          aria-label={t('user.billing.card.year')}
          placeholder={t('user.billing.card.yearPlaceholder')}
          autoComplete="cc-exp-year"
          w={88}
          value={year}
          onChange={(event) => onYearChange(typeYear(event.currentTarget.value))}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && year === '') monthRef.current?.focus();
          }}
        />
      </Group>
    </Input.Wrapper>
  );
}
