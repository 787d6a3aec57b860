import { Input } from '@mantine/core';
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './CodeInput.module.css';

export interface CodeInputProps {
  /** Digits typed so far; an empty box is a space ('12 4'), trailing blanks are dropped. */
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
 * A one-time code in separate digit boxes: typing moves on, Backspace in an empty box goes back,
 * pasting (or the phone's autofill of) the whole code fills every box.
 */
export function CodeInput({ value = '', onChange, length = 6, label, error, disabled, autoFocus }: CodeInputProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const groupId = useId();
  const digits = Array.from({ length }, (_, index) => (/\d/.test(value[index] ?? '') ? (value[index] as string) : ''));

  const focus = (index: number) => {
    const node = refs.current[Math.max(0, Math.min(length - 1, index))];
    node?.focus();
    node?.select();
  };

  const commit = (next: string[]) =>
    onChange(
      next
        .map((digit) => digit || ' ')
        .join('')
        .trimEnd(),
    );

  /** Spreads several digits over the boxes from `start`; returns the box after the last one. */
  const fill = (start: number, text: string) => {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    // A whole code always starts at the first box, wherever it was pasted.
    const from = incoming.length >= length ? 0 : start;
    const next = [...digits];
    for (let offset = 0; offset < incoming.length && from + offset < length; offset += 1) {
      next[from + offset] = incoming[offset] as string;
    }
    commit(next);
    focus(Math.min(from + incoming.length, length - 1));
  };

  const handleChange = (index: number, input: HTMLInputElement) => {
    const typed = input.value.replace(/\D/g, '');
    const next = [...digits];
    if (!typed) {
      next[index] = '';
      commit(next);
      return;
    }
    if (typed.length === 1) {
      next[index] = typed;
      commit(next);
      if (index < length - 1) focus(index + 1);
      return;
    }
    // One more digit typed into a filled box: keep the new one (the one left of the caret).
    if (typed.length === 2 && digits[index]) {
      const newDigit = input.value[(input.selectionStart ?? 2) - 1] ?? '';
      if (/\d/.test(newDigit)) {
        next[index] = newDigit;
        commit(next);
        if (index < length - 1) focus(index + 1);
        return;
      }
    }
    fill(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      commit(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const errorId = `${groupId}-error`;
  return (
    <div>
      {label && (
        <Input.Label id={`${groupId}-label`} mb={8} component="div">
          {label}
        </Input.Label>
      )}
      <fieldset
        aria-labelledby={label ? `${groupId}-label` : undefined}
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
        disabled={disabled}
      >
        <div className={classes.row}>
          {digits.map((digit, index) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, they never reorder
              key={index}
              ref={(node) => {
                refs.current[index] = node;
              }}
              className={classes.box}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this screen
              autoFocus={autoFocus && index === 0}
              aria-label={t('components.code.digit', { n: index + 1 })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              data-filled={digit ? true : undefined}
              value={digit}
              onChange={(event) => handleChange(index, event.currentTarget)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onPaste={(event) => handlePaste(index, event)}
              onFocus={(event) => event.currentTarget.select()}
            />
          ))}
        </div>
      </fieldset>
      {error && (
        <Input.Error id={errorId} mt={8}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
