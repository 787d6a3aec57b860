import { Input, PinInput } from '@mantine/core';
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './CodeInput.module.css';

export interface CodeInputProps {
  /** Digits typed so far. */
  value?: string;
  onChange: (value: string) => void;
  length?: number;
  /** Label of the group, read before the boxes. */
  label?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The code of a string value: only complete when every box holds a digit. */
export function isCompleteCode(value: string, length = 6): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value);
}

/**
 * A one-time code in separate digit boxes (Mantine's PinInput: typing moves on, pasting or the
 * phone's autofill of the whole code fills every box), with its label and the error beside it.
 */
export function CodeInput({ value = '', onChange, length = 6, label, error, disabled, autoFocus }: CodeInputProps) {
  const { t } = useTranslation();
  const groupId = useId();
  const labelId = `${groupId}-label`;
  const errorId = `${groupId}-error`;

  // PinInput takes a paste of digits and spaces only; a code copied with the mail's punctuation
  // around it ('код: 48-29-13.') is cleaned here and still fills every box.
  const pasteCodeInText = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = event.clipboardData.getData('text');
    const digits = text.replace(/\D/g, '');
    if (/^[\d\s]*$/.test(text) || digits.length < length) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(digits.slice(0, length));
    event.currentTarget.querySelectorAll('input')[length - 1]?.focus();
  };
  // PinInput's Backspace in an empty box only moves back; after the last digit it takes that digit
  // away too, so that each press deletes one.
  const clearPreviousDigit = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && index > 0 && value.length === index) onChange(value.slice(0, index - 1));
  };

  return (
    <div>
      {label && (
        <Input.Label id={labelId} mb={8} component="div">
          {label}
        </Input.Label>
      )}
      <PinInput
        length={length}
        type="number"
        inputMode="numeric"
        placeholder=""
        gap="clamp(6px, 2vw, 10px)"
        classNames={{ pinInput: classes.cell, input: classes.box }}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        disabled={disabled}
        autoFocus={autoFocus}
        // PinInput's boxes have no label of their own: the group is named by the label and
        // described by the error, each box by its position.
        aria-labelledby={label ? labelId : undefined}
        aria-describedby={error ? errorId : undefined}
        onPasteCapture={pasteCodeInText}
        getInputProps={(index) => ({
          onKeyDownCapture: (event: KeyboardEvent<HTMLInputElement>) => clearPreviousDigit(index, event),
          'aria-label': t('components.code.digit', { n: index + 1 }),
          'data-filled': value[index] ? true : undefined,
        })}
      />
      {error && (
        <Input.Error id={errorId} mt={8}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
