import { BOARD_COLOR_NAMES, BOARD_COLORS, type BoardColorName } from '@kerben/domain';
import { CheckIcon, ColorSwatch, Group, Input } from '@mantine/core';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface BoardColorPickerProps {
  label: string;
  value: string;
  onChange: (color: string) => void;
  error?: React.ReactNode;
  required?: boolean;
}

/** The palette's name of a colour value ('#1971c2' -> 'blue'), if it is one. */
export const boardColorName = (color: string): BoardColorName | undefined =>
  BOARD_COLOR_NAMES.find((name) => BOARD_COLORS[name] === color.toLowerCase());

/**
 * The category colour as a row of swatches: a radio group, so the arrow keys move between the
 * colours and a screen reader says each one's name.
 */
export function BoardColorPicker({ label, value, onChange, error, required }: BoardColorPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = BOARD_COLOR_NAMES.findIndex((name) => BOARD_COLORS[name] === value.toLowerCase());

  const move = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + BOARD_COLOR_NAMES.length) % BOARD_COLOR_NAMES.length;
    onChange(BOARD_COLORS[BOARD_COLOR_NAMES[next] as BoardColorName]);
    buttons.current[next]?.focus();
  };

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} required={required} error={error} errorProps={{ id: errorId }}>
      <Group
        gap="xs"
        mt={6}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      >
        {BOARD_COLOR_NAMES.map((name, index) => {
          const checked = index === selected;
          return (
            <ColorSwatch
              key={name}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              component="button"
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t(`admin.board.colors.${name}`)}
              title={t(`admin.board.colors.${name}`)}
              // One stop in the tab order: the chosen colour, or the first when none is.
              tabIndex={checked || (selected < 0 && index === 0) ? 0 : -1}
              color={BOARD_COLORS[name]}
              size={34}
              onClick={() => onChange(BOARD_COLORS[name])}
              onKeyDown={(event) => move(event, index)}
              style={{ color: '#fff', cursor: 'pointer', outlineOffset: 2 }}
            >
              {checked && <CheckIcon style={{ width: 14, height: 14 }} />}
            </ColorSwatch>
          );
        })}
      </Group>
    </Input.Wrapper>
  );
}
