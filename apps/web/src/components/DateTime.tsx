import { Text, type TextProps } from '@mantine/core';
import { useLanguage } from '../hooks/use-language';
import { formatLongDate, formatTime } from '../lib/format';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A moment as the reader's language writes it, in their own time zone: '23 ноября 2026 г., 14:48'.
 * A narrow column breaks it between the date and the time, never inside either.
 */
export function DateTime({ value, ...textProps }: { value: string } & TextProps) {
  useLanguage(); // drawn again in a new language
  const moment = new Date(value);
  return (
    <Text component="time" dateTime={value} {...textProps}>
      <span style={NO_WRAP}>{formatLongDate(moment)},</span> <span style={NO_WRAP}>{formatTime(moment)}</span>
    </Text>
  );
}
