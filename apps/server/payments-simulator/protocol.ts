import { createHash, randomBytes } from 'node:crypto';

// The simulator's own reading of Freedom Pay's signature rule, written apart from Kerben's
// (src/modules/billing/online/freedompay/signature.ts) so that a mistake in one is caught by the
// other: MD5 of the script's name, the fields' values sorted by name, and the secret key, joined by
// ';' (docs/payments.md, "The protocol").

/** The name of the script a URL calls: its path after the last '/' (empty when it ends in '/'). */
export function scriptOf(url: string): string {
  const path = new URL(url, 'http://simulator').pathname;
  return path.slice(path.lastIndexOf('/') + 1);
}

export function sign(script: string, fields: Record<string, string>, secretKey: string): string {
  const names = Object.keys(fields)
    .filter((name) => name !== 'pg_sig')
    .sort();
  const text = [script, ...names.map((name) => fields[name]), secretKey].join(';');
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export const verify = (script: string, fields: Record<string, string>, secretKey: string) =>
  typeof fields.pg_sig === 'string' && fields.pg_sig === sign(script, fields, secretKey);

export const salt = () => randomBytes(8).toString('hex');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A flat XML document, as the provider answers (<response>) or sends a card's result (pg_xml). */
export const xml = (fields: Record<string, string>) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<response>${Object.entries(fields)
    .map(([name, value]) => (value === '' ? `<${name}/>` : `<${name}>${escapeHtml(value)}</${name}>`))
    .join('')}</response>`;

/** The fields of a flat XML answer (Kerben's answer to a callback). */
export function readFlatXml(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of text.matchAll(/<(pg_[a-z0-9_]+)>([^<]*)<\/\1>|<(pg_[a-z0-9_]+)\/>/g)) {
    const name = match[1] ?? match[3] ?? '';
    fields[name] = (match[2] ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  }
  return fields;
}

/** Decimal text ("1234.56", "25") to minor units; undefined when it is no amount. */
export function minorUnits(text: string | undefined): number | undefined {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : undefined;
}

export const decimal = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return /^\d{13,19}$/.test(digits) && sum % 10 === 0;
}
