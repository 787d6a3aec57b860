import { BOARD_COLORS } from '@kerben/domain';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BoardColorPicker, boardColorName } from './BoardColorPicker';

function Picker({ initial }: { initial: string }) {
  const [color, setColor] = useState(initial);
  return <BoardColorPicker label="Цвет" value={color} onChange={setColor} />;
}

describe('BoardColorPicker', () => {
  it('is a radio group of the palette: a click or an arrow key picks a colour', () => {
    render(
      <MantineProvider env="test">
        <Picker initial={BOARD_COLORS.blue} />
      </MantineProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Цвет' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(Object.keys(BOARD_COLORS).length);
    const blue = screen.getByRole('radio', { name: 'Синий' });
    expect(blue.getAttribute('aria-checked')).toBe('true');
    expect(blue.tabIndex).toBe(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Красный' }));
    expect(screen.getByRole('radio', { name: 'Красный' }).getAttribute('aria-checked')).toBe('true');
    expect(blue.getAttribute('aria-checked')).toBe('false');
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Красный' }), { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: 'Малиновый' }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Малиновый' }));
  });

  it('names palette colours whatever their case', () => {
    expect(boardColorName(BOARD_COLORS.teal.toUpperCase())).toBe('teal');
    expect(boardColorName('#000000')).toBeUndefined();
  });
});
