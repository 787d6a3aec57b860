import { describe, expect, inject, it } from 'vitest';
import { form } from '../../test/fixtures/catalog';
import { parcelFormFields } from '../../test/fixtures/parcels';
import { login, makeCustomer, registration, useTestApp } from '../../test/helpers';
import { pngImage } from '../../test/images';
import type { FileStorage } from '../file-storage/storage';

// Hashing a password, cleaning an image and writing its bytes happen before the unit of work's
// transaction: inside it, the embedded database (one session) runs nothing else meanwhile, health
// checks included. These operations refuse to run in a transaction (db/transaction-scope.ts), so a
// request below that moved one back inside would answer 500.

/** Bytes kept in memory; while held, a write waits until the test lets it go. */
function storageWithHeldWrites() {
  const objects = new Map<string, Buffer>();
  let hold: { reached: () => void; released: Promise<void> } | undefined;
  const storage: FileStorage = {
    async put(key, data) {
      if (hold) {
        hold.reached();
        await hold.released;
      }
      objects.set(key, data);
    },
    get: async (key) => objects.get(key) ?? null,
    remove: async (key) => {
      objects.delete(key);
    },
    copy: async (from, to) => {
      const data = objects.get(from);
      if (data) objects.set(to, data);
      return data !== undefined;
    },
  };
  /** Holds the next writes; answers when one is waiting, and the way to let them go. */
  const holdWrites = () => {
    let reached!: () => void;
    let release!: () => void;
    const waiting = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    hold = { reached, released };
    return {
      waiting,
      release: () => {
        hold = undefined;
        release();
      },
    };
  };
  return { storage, holdWrites, count: () => objects.size };
}

/** The answer, or a failure once `ms` have passed without one. */
async function within<T>(ms: number, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

const held = storageWithHeldWrites();
const { t, actors: a } = useTestApp({ actors: true, fileStorage: held.storage });

const png = async (filename: string) => ({ filename, contentType: 'image/png', data: await pngImage() });
const logoUpload = async () =>
  form('POST', '/api/logos/add/', { link: 'https://shop.example.com/', logo: await png('logo.png') }, a.admin.headers);
const parcelWithPhoto = async () =>
  form(
    'POST',
    '/api/warehouses/product/create/',
    parcelFormFields(a.customerA.user.clientCode, await png('photo.png')),
    a.admin.headers,
  );

describe('slow work happens before the transaction', () => {
  it('registration: the password is hashed first', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/register/', payload: registration() });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('an admin adding a user with passport images: hashed, cleaned and stored first', async () => {
    const stored = held.count();
    const body = registration();
    const res = await t.app.inject(
      form(
        'POST',
        '/api/add_user_for_admin/add/',
        { ...body, front_image: await png('front.png'), back_image: await png('back.png') },
        a.admin.headers,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ front_image: expect.stringMatching(/^\/api\/files\//), back_image: expect.any(String) });
    expect(held.count()).toBe(stored + 2);
    expect((await login(t, body.email, body.password)).is_admin).toBe(false);
  });

  it('a password change: the new password is hashed first', async () => {
    const customer = await makeCustomer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: customer.headers,
      payload: { old_password: customer.password, new_password: 'Another-pass-2', confirm_new_password: 'Another-pass-2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await login(t, customer.email, 'Another-pass-2');
  });

  it('a catalogue logo: cleaned and stored first', async () => {
    const res = await t.app.inject(await logoUpload());
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a parcel with a photo: cleaned and stored first', async () => {
    const res = await t.app.inject(await parcelWithPhoto());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().image).toMatch(/^\/api\/files\/\d+\//);
  });

  it('logged no misuse of a transaction', () => {
    expect(t.logs()).not.toContain('TransactionMisuse');
  });
});

// On PostgreSQL the health check has a connection of its own: nothing to prove there.
describe.skipIf(!inject('pgliteTemplateDir'))('the embedded database while an upload is being stored', () => {
  it.each([
    ['a catalogue logo', logoUpload],
    ['a parcel with a photo', parcelWithPhoto],
  ])('answers a health ping while %s waits in its storage write', async (_label, request) => {
    const writes = held.holdWrites();
    const upload = t.app.inject(await request());
    try {
      await within(5_000, writes.waiting);
      // Were the write inside the transaction, the ping would wait behind it until the write ends.
      await expect(within(5_000, t.database.ping())).resolves.toBeUndefined();
    } finally {
      writes.release();
    }
    expect((await upload).statusCode).toBe(201);
  });
});
