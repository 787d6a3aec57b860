import { Text, type TextProps } from '@mantine/core';

// Built once: constructing Intl.DateTimeFormat for every row is slow on long lists.
const DATE = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long' });
const TIME = new Intl.DateTimeFormat('ru-RU', { timeStyle: 'short' });
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A moment as people here read it, in their own time zone: '23 ноября 2026 г., 14:48'. A narrow
 * column breaks it between the date and the time, never inside either.
 */
export function DateTime({ value, ...textProps }: { value: string } & TextProps) {
  const moment = new Date(value);
  return (
    <Text component="time" dateTime={value} {...textProps}>
      <span style={NO_WRAP}>{DATE.format(moment)},</span> <span style={NO_WRAP}>{TIME.format(moment)}</span>
    </Text>
  );
}
