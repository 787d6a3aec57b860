/**
 * For masked inputs that re-insert separators: deleting only a separator (space, dot, dash) would
 * change nothing, so the digit before the caret is removed instead. Returns the digits to format.
 */
export function digitsAfterEdit(previous: string, input: HTMLInputElement): string {
  const next = input.value;
  const nextDigits = next.replace(/\D/g, '');
  if (nextDigits === previous.replace(/\D/g, '') && next.length < previous.length) {
    const caret = input.selectionStart ?? next.length;
    return next.slice(0, caret).replace(/\D/g, '').slice(0, -1) + next.slice(caret).replace(/\D/g, '');
  }
  return nextDigits;
}
