/** MM.DD.YYYY typing mask: keep digits and dots, dots after 2 and 5. */
export function formatDateInput(raw: string): string {
  const digits = raw.replace(/[^\d]/g, '').slice(0, 8);
  let out = digits.slice(0, 2);
  if (digits.length > 2) out += `.${digits.slice(2, 4)}`;
  if (digits.length > 4) out += `.${digits.slice(4, 8)}`;
  return out.slice(0, 10);
}

/** MM.DD.YYYY or YYYY-MM-DD to YYYY-MM-DD, or undefined when it is not a real calendar date. */
export function parseApiDate(value: string): string | undefined {
  const us = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [Number.NaN, Number.NaN, Number.NaN];
  if (!year || !month || !day) return undefined;
  // setUTCFullYear, not Date.UTC: that one reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD to MM.DD.YYYY for display in the parcel forms. */
export function toDisplayDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${month}.${day}.${year}`;
}

/** Card number typing: digits only, at most 16, in groups of four. */
export function formatCardNumberInput(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
