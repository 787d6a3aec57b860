import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

// A backup's manifest (the size and SHA-256 of every other entry) is signed with HMAC-SHA256 under
// the installation's backup key, so a restore knows the file was written by that installation and
// not assembled by someone who can only write where backups are kept. The key is derived with HKDF
// from the signing secret (JWT_SECRET, or the one generated into the database): one way, so the key
// an operator exports to restore elsewhere cannot sign sessions or file links.

const KEY_BYTES = 32;
const KEY_INFO = 'kerben backup manifest signature v1';
/** A key as exported: its 32 bytes in base64url, one line. */
const KEY_TEXT = /^[A-Za-z0-9_-]{43}$/;

export const SIGNATURE_ALGORITHM = 'HMAC-SHA256';

export interface ManifestSignature {
  algorithm: typeof SIGNATURE_ALGORITHM;
  /** Names the key (not secret): tells "another installation's key" from "the file was altered". */
  key_id: string;
  mac: string;
}

export function backupKeyFromSecret(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'kerben', KEY_INFO, KEY_BYTES));
}

export const backupKeyId = (key: Buffer) => createHmac('sha256', key).update('key id').digest('hex').slice(0, 16);

export const exportBackupKey = (key: Buffer) => `${key.toString('base64url')}\n`;

/** The key of an exported key file's text, or null when the text is not one. */
export function importBackupKey(text: string): Buffer | null {
  const trimmed = text.trim();
  return KEY_TEXT.test(trimmed) ? Buffer.from(trimmed, 'base64url') : null;
}

const macOf = (key: Buffer, manifest: Buffer) => createHmac('sha256', key).update(manifest).digest();

export function signManifest(key: Buffer, manifest: Buffer): ManifestSignature {
  return { algorithm: SIGNATURE_ALGORITHM, key_id: backupKeyId(key), mac: macOf(key, manifest).toString('hex') };
}

/** Whether `signature` is the MAC of `manifest` under `key` (compared in constant time). */
export function signatureMatches(key: Buffer, manifest: Buffer, signature: ManifestSignature): boolean {
  const given = Buffer.from(typeof signature.mac === 'string' ? signature.mac : '', 'hex');
  const expected = macOf(key, manifest);
  return signature.algorithm === SIGNATURE_ALGORITHM && given.length === expected.length && timingSafeEqual(given, expected);
}
