import { PARCEL_MSG, parseApiDate } from '@kerben/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from './DateTextInput';

/** A typed date is complete (10 characters) but not a real date: the filter shows why it is ignored. */
export function isBadDate(text: string): boolean {
  return text.length === 10 && !parseApiDate(text);
}

const DEBOUNCE_MS = 300;

/**
 * A text filter's draft: what is typed shows at once and is committed after a pause (or at once
 * with Enter, as a scanner ends a track number); a value changed from outside (back button, reset)
 * replaces the draft.
 */
export function useDebouncedText(value: string, commit: (value: string) => void) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setDraft(value);
  }
  const debounced = useDebouncedCallback((next: string) => {
    setCommitted(next);
    commit(next);
  }, DEBOUNCE_MS);
  return {
    value: draft,
    change: (next: string) => {
      setDraft(next);
      debounced(next);
    },
    flush: debounced.flush,
  };
}

interface TextFilterProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onCommit: (value: string) => void;
  date?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A text filter that commits after a pause in typing, or at once with Enter. */
export function DebouncedFilter({ value, onCommit, date, inputRef, ...props }: TextFilterProps) {
  const { t } = useTranslation();
  const field = useDebouncedText(value, onCommit);
  const common = {
    ...props,
    ref: inputRef,
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') field.flush();
    },
  };
  if (date) {
    return (
      <DateTextInput
        {...common}
        value={field.value}
        onChange={field.change}
        error={isBadDate(field.value) ? PARCEL_MSG.dateInvalid : undefined}
        placeholder={t('components.date.placeholder')}
      />
    );
  }
  return <TextInput {...common} value={field.value} onChange={(event) => field.change(event.currentTarget.value)} />;
}
