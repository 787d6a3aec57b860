import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput, isCompleteCode } from './CodeInput';

function Harness({ onValue }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MantineProvider env="test">
      <CodeInput
        label="Код"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
    </MantineProvider>
  );
}

const box = (n: number) => screen.getByLabelText(`Цифра ${n}`) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');

describe('CodeInput', () => {
  it('renders six numeric boxes labelled Цифра 1…6', () => {
    render(<Harness />);
    for (let n = 1; n <= 6; n += 1) {
      expect(box(n).inputMode).toBe('numeric');
    }
  });

  it('fills every box when the whole code is pasted into the first one', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);

    fireEvent.paste(box(1), { clipboardData: { getData: () => '482913' } });

    expect(values()).toBe('482913');
    expect(onValue).toHaveBeenLastCalledWith('482913');
    expect(document.activeElement).toBe(box(6));
  });

  it('starts a pasted whole code at the first box, whichever box has focus, and drops other characters', () => {
    render(<Harness />);
    fireEvent.paste(box(4), { clipboardData: { getData: () => ' 48-29 13\n' } });
    expect(values()).toBe('482913');
  });

  it('moves to the next box after a digit and ignores letters', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '5' } });
    expect(box(1).value).toBe('5');
    expect(document.activeElement).toBe(box(2));

    fireEvent.change(box(2), { target: { value: 'a' } });
    expect(box(2).value).toBe('');
    expect(document.activeElement).toBe(box(2));
  });

  it('goes back and clears the previous box on Backspace in an empty box', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '12' } });
    expect(document.activeElement).toBe(box(3));

    fireEvent.keyDown(box(3), { key: 'Backspace' });

    expect(box(2).value).toBe('');
    expect(box(1).value).toBe('1');
    expect(document.activeElement).toBe(box(2));
  });

  it('knows a code is complete only with six digits and no gaps', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12 456')).toBe(false);
    expect(isCompleteCode('12345')).toBe(false);
  });
});
