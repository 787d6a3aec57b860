import { createHash, randomBytes } from 'node:crypto';

// Freedom Pay's signature (pg_sig), as its documentation gives it (docs/payments.md, "The
// protocol"): MD5, as 32 lowercase hex digits, of the called script's name, every field of the
// message but pg_sig in alphabetical order of the names (a nested element's fields in the same
// order, recursively, at its place; fields of one name in the order they came), and the shop's
// secret key, joined by ';'. Requests, answers and callbacks are all signed so.

/** A message's fields: text, or a nested element's fields (several of one name in order). */
export type Fields = ReadonlyArray<readonly [string, string | Fields]>;

/**
 * The script's name: the URL's path from its last '/' to the end. A path ending in '/' has an
 * empty name, which still takes its place in the signed string (the provider's PHP reference
 * library signs so), so Kerben gives the provider URLs that end in a name.
 */
export function scriptName(url: string): string {
  const path = new URL(url, 'http://host').pathname;
  return path.endsWith('/') ? '' : (path.split('/').pop() ?? '');
}

/** The values in signing order: names sorted (a stable sort keeps repeated names in order), nested ones flattened in place. */
function orderedValues(fields: Fields): string[] {
  return [...fields]
    .filter(([name]) => name !== 'pg_sig')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([, value]) => (typeof value === 'string' ? [value] : orderedValues(value)));
}

/** The string whose MD5 is the signature (for a test against the documentation's examples). */
export const signedString = (script: string, fields: Fields, secretKey: string) =>
  [script, ...orderedValues(fields), secretKey].join(';');

export const signature = (script: string, fields: Fields, secretKey: string) =>
  createHash('md5')
    .update(signedString(script, fields, secretKey), 'utf8')
    .digest('hex');

/** Whether the message carries the signature its fields and the secret give (compared in constant time). */
export function hasValidSignature(script: string, fields: Fields, secretKey: string): boolean {
  const given = fields.find(([name]) => name === 'pg_sig')?.[1];
  if (typeof given !== 'string' || !/^[0-9a-f]{32}$/i.test(given)) return false;
  const expected = signature(script, fields, secretKey);
  let difference = 0;
  for (let i = 0; i < 32; i++) difference |= expected.charCodeAt(i) ^ given.toLowerCase().charCodeAt(i);
  return difference === 0;
}

/** A random pg_salt: Latin letters and digits. */
export const newSalt = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');

/** Fields with pg_salt and their pg_sig added. */
export function signed(script: string, fields: Record<string, string>, secretKey: string): Record<string, string> {
  const salted = { ...fields, pg_salt: fields.pg_salt ?? newSalt() };
  return { ...salted, pg_sig: signature(script, Object.entries(salted), secretKey) };
}
