import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { findUser, makeAdmin, makeCustomer, multipart, useTestApp } from '../../../test/helpers';
import { expectSamePicture, jpegImage, pngImage } from '../../../test/images';
import { files, users } from '../../db/schema';
import { findProfile } from './queries';

const { t } = useTestApp();

const PROFILE = '/api/users/profile/';

const patch = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: PROFILE, headers, payload });

async function patchMultipart(headers: Record<string, string>, fields: Parameters<typeof multipart>[0]) {
  const body = multipart(fields);
  return t.app.inject({ method: 'PATCH', url: PROFILE, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Files on disk under DATA_DIR/uploads, to prove nothing is left behind. */
async function storedFileCount(): Promise<number> {
  const entries = await readdir(path.join(t.config.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

const png = async (filename = 'passport.png') => ({ filename, contentType: 'image/png', data: await pngImage() });
const jpeg = async (filename = 'passport.jpg') => ({ filename, contentType: 'image/jpeg', data: await jpegImage() });

describe('GET /api/users/profile/', () => {
  it('refuses an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: PROFILE });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: MSG.notAuthenticated });
  });

  it("answers the caller's own profile in the shape the client reads, and nothing more", async () => {
    const { headers, user, email } = await makeCustomer(t);
    const res = await t.app.inject({ method: 'GET', url: PROFILE, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      unique_id: user.clientCode,
      first_name: 'Айгуль',
      last_name: 'Тестова',
      email,
      phone_number: '+996555123456',
      address: '',
      front_image: null,
      back_image: null,
      is_admin: false,
      role: 'customer',
      language: 'ru',
      created_at: user.createdAt.toISOString(),
    });
    expect(res.body).not.toContain('argon2');
  });

  it('says is_admin for an admin', async () => {
    const { headers } = await makeAdmin(t);
    expect((await t.app.inject({ method: 'GET', url: PROFILE, headers })).json().is_admin).toBe(true);
  });
});

describe('the profile query', () => {
  it('never reads the password hash', async () => {
    const { user } = await makeCustomer(t);
    const row = await findProfile(t.services.db, user.id);
    expect(row?.id).toBe(user.id);
    expect(Object.keys(row ?? {})).not.toContain('passwordHash');
  });
});

describe('PATCH /api/users/profile/ with JSON', () => {
  it('refuses an anonymous caller', async () => {
    const res = await patch({}, { first_name: 'Бакыт' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['first_name', { first_name: '  ' }, MSG.firstNameRequired],
    ['last_name', { last_name: '' }, MSG.lastNameRequired],
    ['phone_number', { phone_number: 'abc' }, MSG.phoneRequired],
    ['phone_number', { phone_number: '+1 2' }, MSG.phoneInvalid],
    ['address', { address: 'д'.repeat(501) }, 'Не более 500 символов'],
  ])('refuses a bad %s', async (field, body, message) => {
    const { headers, email } = await makeCustomer(t);
    const res = await patch(headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
    expect((await findUser(t, email))?.firstName).toBe('Айгуль');
  });

  it('updates the given fields, normalises the phone, and leaves the rest', async () => {
    const { headers, email } = await makeCustomer(t);
    const res = await patch(headers, {
      first_name: ' Бакыт ',
      phone_number: '+7 (912) 345-67-89',
      address: 'Бишкек, ул. Токтогула 1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Бакыт',
      last_name: 'Тестова',
      phone_number: '+79123456789',
      address: 'Бишкек, ул. Токтогула 1',
    });
    expect(await findUser(t, email)).toMatchObject({
      firstName: 'Бакыт',
      lastName: 'Тестова',
      phoneNumber: '+79123456789',
      address: 'Бишкек, ул. Токтогула 1',
    });
  });

  it.each([
    ['0555 123 456', '+996555123456'],
    ['8 912 345 67 89', '+79123456789'],
    ['+1 (312) 555-0100', '+13125550100'],
  ])('accepts the phone %s and stores it in E.164 as %s', async (typed, stored) => {
    const { headers, email } = await makeCustomer(t);
    const res = await patch(headers, { phone_number: typed });
    expect(res.statusCode).toBe(200);
    expect(res.json().phone_number).toBe(stored);
    expect((await findUser(t, email))?.phoneNumber).toBe(stored);
  });

  it('ignores fields a customer may not change: email, is_admin, unique_id, images as text', async () => {
    const { headers, email, user } = await makeCustomer(t);
    const res = await patch(headers, {
      email: 'someone.else@example.kg',
      is_admin: true,
      unique_id: 'KB9999',
      front_image: 'https://elsewhere.example/passport.png',
    });
    expect(res.statusCode).toBe(200);
    expect(await findUser(t, email)).toMatchObject({ email, role: 'customer', clientCode: user.clientCode, frontImageId: null });
  });
});

describe('PATCH /api/users/profile/ with multipart', () => {
  it('refuses an anonymous caller', async () => {
    const res = await patchMultipart({}, { front_image: await png() });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a bad text field', async () => {
    const { headers } = await makeCustomer(t);
    const res = await patchMultipart(headers, { phone_number: '+1 2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ phone_number: [MSG.phoneInvalid] });
  });

  it("treats '', 'null' and 'undefined' as not provided", async () => {
    const { headers, email } = await makeCustomer(t);
    const res = await patchMultipart(headers, { first_name: '', last_name: 'null', phone_number: 'undefined', address: 'Ош' });
    expect(res.statusCode).toBe(200);
    expect(await findUser(t, email)).toMatchObject({
      firstName: 'Айгуль',
      lastName: 'Тестова',
      phoneNumber: '+996555123456',
      address: 'Ош',
    });
  });

  it('stores passport images as private files of the owner and answers them only as signed links', async () => {
    const { headers, email, user } = await makeCustomer(t);
    const res = await patchMultipart(headers, { first_name: 'Бакыт', front_image: await png(), back_image: await jpeg() });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.first_name).toBe('Бакыт');
    expect(answer.front_image).toMatch(/^\/api\/files\/\d+\/\?exp=\d+&sig=[\w-]+$/);
    expect(answer.back_image).toMatch(/^\/api\/files\/\d+\/\?exp=\d+&sig=[\w-]+$/);
    expect(res.body).not.toContain('/media/');

    const stored = await findUser(t, email);
    const rows = await t.services.db.select().from(files).where(eq(files.ownerId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((f) => !f.isPublic)).toBe(true);
    expect(rows.map((f) => f.id).sort()).toEqual([stored?.frontImageId, stored?.backImageId].sort());
    expect(rows.find((f) => f.id === stored?.backImageId)?.contentType).toBe('image/jpeg');

    // The link in the answer opens the picture.
    const picture = await t.app.inject({ method: 'GET', url: answer.front_image });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    await expectSamePicture(picture.rawPayload, (await png()).data);

    // GET answers fresh signed links too.
    const again = (await t.app.inject({ method: 'GET', url: PROFILE, headers })).json();
    expect(again.front_image).toMatch(new RegExp(`^/api/files/${stored?.frontImageId}/\\?exp=`));
  });

  it('replaces an image and forgets the old file', async () => {
    const { headers, email } = await makeCustomer(t);
    const first = (await patchMultipart(headers, { front_image: await png() })).json();
    const oldId = (await findUser(t, email))?.frontImageId as number;

    const second = await patchMultipart(headers, { front_image: await jpeg() });
    expect(second.statusCode).toBe(200);
    const newId = (await findUser(t, email))?.frontImageId;
    expect(newId).not.toBe(oldId);
    expect(await t.services.db.select().from(files).where(eq(files.id, oldId))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: first.front_image })).statusCode).toBe(404);
  });

  it('leaves no stored bytes behind when one of two images is refused', async () => {
    const { headers } = await makeCustomer(t);
    const before = await storedFileCount();
    const res = await patchMultipart(headers, {
      front_image: await png(),
      back_image: { filename: 'back.png', contentType: 'image/png', data: Buffer.from('not an image at all') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ back_image: [MSG.fileNotImage] });
    expect(await storedFileCount()).toBe(before);
  });

  it('keeps the images when the form sends no file or an empty one', async () => {
    const { headers, email } = await makeCustomer(t);
    await patchMultipart(headers, { front_image: await png() });
    const before = await findUser(t, email);
    const res = await patchMultipart(headers, {
      front_image: { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
      back_image: 'null',
    });
    expect(res.statusCode).toBe(200);
    const after = await findUser(t, email);
    expect(after?.frontImageId).toBe(before?.frontImageId);
    expect(after?.backImageId).toBeNull();
  });

  it('removes a passport image with remove_<field>=true (multipart) or null (JSON), deleting the file', async () => {
    const { headers, email } = await makeCustomer(t);
    await patchMultipart(headers, { front_image: await png(), back_image: await jpeg() });
    const before = await findUser(t, email);
    const multipartRemoval = await patchMultipart(headers, { remove_front_image: 'true' });
    expect(multipartRemoval.statusCode).toBe(200);
    expect(multipartRemoval.json()).toMatchObject({ front_image: null, back_image: expect.stringMatching(/^\/api\/files\//) });
    const jsonRemoval = await patch(headers, { back_image: null });
    expect(jsonRemoval.json()).toMatchObject({ front_image: null, back_image: null });
    const gone = await t.services.db
      .select()
      .from(files)
      .where(eq(files.ownerId, before?.id as number));
    expect(gone).toEqual([]);
  });

  it("never touches another user's profile", async () => {
    const me = await makeCustomer(t);
    const other = await makeCustomer(t);
    await patchMultipart(me.headers, { first_name: 'Бакыт', front_image: await png() });
    const [row] = await t.services.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row).toMatchObject({ firstName: 'Айгуль', frontImageId: null });
  });
});

describe('passport images: who can fetch them', () => {
  /** A customer with both passport images; the owner's signed links as the profile answered them. */
  async function customerWithPassport() {
    const owner = await makeCustomer(t);
    const answer = (await patchMultipart(owner.headers, { front_image: await png(), back_image: await jpeg() })).json();
    const stored = await findUser(t, owner.email);
    return {
      owner,
      links: [answer.front_image, answer.back_image] as string[],
      fileIds: [stored?.frontImageId, stored?.backImageId],
    };
  }
  const fetchFile = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('the owner and an admin get working links; the admin reads them from GET /api/users/profile/{id}/', async () => {
    const { owner, links } = await customerWithPassport();
    const admin = await makeAdmin(t);
    for (const link of links) expect((await fetchFile(link, owner.headers)).statusCode).toBe(200);

    const seenByAdmin = await t.app.inject({ method: 'GET', url: `${PROFILE}${owner.user.id}/`, headers: admin.headers });
    expect(seenByAdmin.statusCode).toBe(200);
    const { front_image, back_image } = seenByAdmin.json();
    const picture = await fetchFile(front_image, admin.headers);
    expect(picture.statusCode).toBe(200);
    await expectSamePicture(picture.rawPayload, (await png()).data);
    expect((await fetchFile(back_image, admin.headers)).headers['content-type']).toBe('image/jpeg');
  });

  it('another customer can neither obtain a link nor guess one', async () => {
    const { owner, fileIds } = await customerWithPassport();
    const stranger = await makeCustomer(t);

    const profile = await t.app.inject({ method: 'GET', url: `${PROFILE}${owner.user.id}/`, headers: stranger.headers });
    expect(profile.statusCode).toBe(404);
    expect(profile.json()).toEqual({ detail: MSG.userNotFound });
    // The stranger's own profile carries no link to someone else's file.
    expect((await t.app.inject({ method: 'GET', url: PROFILE, headers: stranger.headers })).json()).toMatchObject({
      front_image: null,
      back_image: null,
    });

    for (const id of fileIds) {
      // Unsigned, signed for another file (the stranger's own), or with a made-up signature: refused.
      expect((await fetchFile(`/api/files/${id}/`, stranger.headers)).statusCode).toBe(400);
      const own = (await patchMultipart(stranger.headers, { front_image: await png() })).json().front_image as string;
      const borrowed = own.replace(/\/api\/files\/\d+\//, `/api/files/${id}/`);
      expect((await fetchFile(borrowed, stranger.headers)).statusCode).toBe(403);
      const exp = Math.floor(Date.now() / 1000) + 60;
      const madeUp = await fetchFile(`/api/files/${id}/?exp=${exp}&sig=${'A'.repeat(43)}`, stranger.headers);
      expect(madeUp.statusCode).toBe(403);
      expect(madeUp.body).not.toContain('PNG');
    }
  });

  it('an anonymous caller can neither read the profile nor fetch the files without a valid link', async () => {
    const { owner, fileIds } = await customerWithPassport();
    expect((await t.app.inject({ method: 'GET', url: `${PROFILE}${owner.user.id}/` })).statusCode).toBe(401);
    const rows = await t.services.db.select().from(files).where(eq(files.ownerId, owner.user.id));
    for (const row of rows) {
      expect((await fetchFile(`/api/files/${row.id}/`)).statusCode).toBe(400);
      expect((await fetchFile(`/media/${row.key}`)).statusCode).toBe(404);
    }
    expect(rows.map((row) => row.id).sort()).toEqual([...fileIds].sort());
  });

  it('a link the owner was given stops working once it expires (ten minutes)', async () => {
    const { links } = await customerWithPassport();
    const link = links[0] as string;
    expect((await fetchFile(link)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60 * 1000 });
    try {
      const res = await fetchFile(link);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'Ссылка недействительна или устарела' });
    } finally {
      vi.useRealTimers();
    }
  });
});
