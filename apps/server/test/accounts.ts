import { randomUUID } from 'node:crypto';
import { MSG } from '@kerben/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { KerbenApp } from '../src/app';
import { mailOutbox, users } from '../src/db/schema';

// What a test says about accounts from the outside: addresses, the mail they get, a registration,
// a sign-in, and the bodies those requests send. Re-exported by helpers.ts, which tests import.

type App = Pick<KerbenApp, 'app' | 'services'>;

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++counter}@example.kg`;

export const TEST_PASSWORD = 'Secret-pass-1';

/** What an account's form (a registration, an admin's new user) answers when every field is empty. */
export const EMPTY_ACCOUNT_FORM_ERRORS = {
  first_name: [MSG.firstNameRequired],
  last_name: [MSG.lastNameRequired],
  email: [MSG.emailRequired],
  phone_number: [MSG.phoneRequired],
  password: [MSG.passwordRequired],
  password2: [MSG.password2Required],
};

/** The text of the newest mail queued for an address. */
export async function lastMailTo(t: App, to: string): Promise<string> {
  const [mail] = await t.services.db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail?.text) throw new Error(`no mail for ${to}`);
  return mail.text;
}

export async function lastCodeFor(t: App, to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await lastMailTo(t, to))?.[1];
  if (!code) throw new Error(`no code in the mail for ${to}`);
  return code;
}

export async function findUser(t: App, email: string) {
  const [user] = await t.services.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

type FilePart = { filename: string; contentType: string; data: Buffer };

/** Builds a multipart/form-data body for app.inject; a list repeats its field (several photos). */
export function multipart(fields: Record<string, string | FilePart | FilePart[]>) {
  const boundary = `----kerben${randomUUID()}`;
  const parts: Buffer[] = [];
  const entries = Object.entries(fields).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((part) => [name, part] as const) : [[name, value] as const],
  );
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid registration body; override only what a test is about. */
export function registration(overrides: Partial<Record<string, string>> = {}) {
  return {
    first_name: 'Айгуль',
    last_name: 'Тестова',
    email: uniqueEmail('new'),
    phone_number: '+996 555 123 456',
    password: TEST_PASSWORD,
    password2: TEST_PASSWORD,
    ...overrides,
  };
}

/** Registers through the API and activates with the mailed code: an active customer who signed up. */
export async function registerAndActivate(t: App, overrides: Partial<Record<string, string>> = {}) {
  const body = registration(overrides);
  const registered = await t.app.inject({ method: 'POST', url: '/api/users/register/', payload: body });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const code = await lastCodeFor(t, body.email);
  const activated = await t.app.inject({
    method: 'POST',
    url: '/api/users/activation_account/',
    payload: { email: body.email, code, registration: registered.json<{ registration: string }>().registration },
  });
  if (activated.statusCode !== 200) throw new Error(`activate: ${activated.statusCode} ${activated.body}`);
  return { id: activated.json<{ id: number }>().id, email: body.email, password: body.password };
}

export interface SessionAnswer {
  access: string;
  refresh: string;
  is_admin: boolean;
}

/** Signs in through the API; fails the test unless it succeeds. */
export async function login(t: App, email: string, password: string = TEST_PASSWORD): Promise<SessionAnswer> {
  const res = await t.app.inject({ method: 'POST', url: '/api/users/login/', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return res.json<SessionAnswer>();
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
