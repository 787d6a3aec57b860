import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js';

// Phone numbers, apart from format.ts: libphonenumber-js's metadata (~30 kB) loads only with a
// page that formats or checks a phone.

/**
 * Live phone formatting as it is typed. With `forcePlus` (the forms of docs/product.md#forms that force it) the
 * number is always international with one leading +. Without it a local number of Kyrgyzstan
 * (0555 123 456) or Russia (8 912 345-67-89) keeps its local form; anything else becomes +...
 */
export function formatPhoneInput(raw: string, { forcePlus = true }: { forcePlus?: boolean } = {}): string {
  const digits = raw.replace(/\D/g, '').slice(0, 15);
  const local = forcePlus || raw.trim().startsWith('+') ? undefined : localCountry(digits);
  if (local) return new AsYouType(local).input(digits);
  if (!digits) return forcePlus ? '+' : '';
  return new AsYouType().input(`+${digits}`);
}

/** The country whose local (trunk-prefixed) form a number typed without + is in, if any. */
function localCountry(digits: string): 'KG' | 'RU' | undefined {
  if (digits.startsWith('0')) return 'KG';
  if (digits.startsWith('8') && digits.length <= 11) return 'RU';
  return undefined;
}

/**
 * The phone in E.164 (+996555123456) if it is a possible number, otherwise undefined. Accepted:
 * international (with or without the +) and the local forms of Kyrgyzstan (0555 123 456) and
 * Russia (8 912 345 67 89).
 */
export function normalizePhone(raw: string): string | undefined {
  const text = raw.trim();
  const digits = text.replace(/\D/g, '');
  const local = text.startsWith('+') ? undefined : localCountry(digits);
  const parsed = local ? parsePhoneNumberFromString(digits, local) : parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isPossible() ? parsed.number : undefined;
}
