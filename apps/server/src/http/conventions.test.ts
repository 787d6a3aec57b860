import { connect } from 'node:net';
import fastifyMultipart from '@fastify/multipart';
import { CATALOG_MSG, MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestApp,
  findUser,
  makeAdmin,
  makeCustomer,
  multipart,
  registration,
  TEST_PASSWORD,
  useTestApp,
} from '../../test/helpers';
import { pngImage } from '../../test/images';
import { users } from '../db/schema';
import { optionalUpload, registerMultipartBodies, requiredUpload } from './multipart';

type MultipartFields = Parameters<typeof multipart>[0];

const { t } = useTestApp({
  routes: (app) => {
    // A handler bug, to see what a 500 looks like.
    app.get('/api/test/crash/', async () => {
      throw new Error('secret internal detail');
    });
    // A schema that forgot a bound, to see the database refusing the value.
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/api/test/users/:id/', { schema: { params: z.object({ id: z.coerce.number().int() }) } }, async (request) => {
        const rows = await t.services.db.select({ id: users.id }).from(users).where(eq(users.id, request.params.id));
        return { found: rows.length };
      });
  },
});

const CYRILLIC = /[а-яё]/i;

describe('errors', () => {
  it('answers validation errors as {field: [messages]} in Russian', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/register/', payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['email', 'first_name', 'last_name', 'password', 'password2', 'phone_number']);
    for (const messages of Object.values(body)) {
      expect(messages).toEqual([expect.stringMatching(CYRILLIC)]);
    }
  });

  it.each([
    ['/api/address/get/%FF/', 400, MSG.badRequest],
    ['/api/warehouses/product/%C0%AF/', 400, MSG.badRequest],
    ['/api/catalog/sites/delete/%/', 400, MSG.badRequest],
    [`/api/warehouses/product/get/${'x'.repeat(150)}/`, 414, MSG.urlTooLong],
  ])('answers what the router itself refuses (%s) as {detail} in Russian, not in Fastify’s English shape', async (url, status, detail) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ detail });
  });

  it('answers other errors as {detail} in Russian', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/profile/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: expect.stringMatching(CYRILLIC) });
  });

  it.each([
    ['GET', '/api/no-such-thing/'],
    ['POST', '/api/no/such/thing'],
    ['DELETE', '/api/users/profile/'],
    ['GET', '/api/users/login/'],
    ['GET', '/api'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ detail: 'Не найдено' });
  });

  it('answers a 500 with detail and request id only, and logs the error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash/', headers: { 'x-request-id': 'crash-request-0001' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: MSG.serverError, request_id: 'crash-request-0001' });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
    expect(t.logs()).toContain('secret internal detail');
  });
});

describe('bad input never answers 500', () => {
  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/users/login/', headers: { 'content-type': contentType }, payload });

  it('malformed JSON -> 400', async () => {
    const res = await post('{"email": "a@b.kg", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Некорректный JSON в теле запроса' });
  });

  it('an empty JSON body counts as an empty form: 400 with a message per required field', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [MSG.emailRequired], password: [MSG.passwordRequired] });
  });

  it('no body at all is an empty form too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [MSG.emailRequired], password: [MSG.passwordRequired] });
  });

  it('a JSON body that is not an object -> 400', async () => {
    for (const payload of ['null', '[]', '"text"', '42']) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [expect.stringMatching(CYRILLIC)] });
    }
  });

  it('a __proto__ key in JSON -> 400', async () => {
    const res = await post('{"__proto__": {"is_admin": true}, "email": "a@b.kg", "password": "x"}');
    expect(res.statusCode).toBe(400);
  });

  it('an unsupported content type -> 415', async () => {
    const res = await post('<login/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Неподдерживаемый формат запроса' });
  });

  it('a JSON body over 1 MB -> 413', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.kg', password: 'x'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Запрос слишком большой' });
  });

  const patchProfile = async (payload: string, contentType: string) => {
    const { headers } = await makeCustomer(t);
    return t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile/',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  };

  it('a multipart body that is cut short -> 400', async () => {
    const res = await patchProfile(
      '--xyz\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nАй',
      'multipart/form-data; boundary=xyz',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [expect.stringMatching(CYRILLIC)] });
  });

  it('a multipart body without a boundary -> 400', async () => {
    const res = await patchProfile('garbage', 'multipart/form-data');
    expect(res.statusCode).toBe(400);
  });

  it('a NUL character in a text -> 400 on the field (PostgreSQL cannot store it)', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: registration({ first_name: 'Ай\u0000гуль' }),
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({ first_name: [MSG.badCharacter] });

    const { headers } = await makeCustomer(t);
    const profile = await t.app.inject({ method: 'PATCH', url: '/api/users/profile/', headers, payload: { address: 'a\u0000' } });
    expect(profile.statusCode).toBe(400);
  });

  it('a number beyond the column range -> 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/users/99999999999/' });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/users/1/' })).statusCode).toBe(200);
  });
});

describe('what Fastify and Node refuse is answered in the contract shape, in Russian', () => {
  it('a missing field says the generic required message, not zod\'s "ожидалось string"', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ refresh: [MSG.required] });
    const typed = await t.app.inject({ method: 'POST', url: '/api/users/logout/', payload: { refresh: 42 } });
    expect(typed.json().refresh[0]).toMatch(CYRILLIC);
    expect(typed.body).not.toMatch(/undefined/);
  });

  it('a URL too long -> 414 {detail}', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/countries/list/?x=${'a'.repeat(9000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: MSG.urlTooLong });
  });

  it('headers too large for Node -> 431 {detail} (a real socket: inject skips the HTTP parser)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as { port: number };
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`GET /api/health/ HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
        });
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk;
        });
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toContain('application/json');
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ detail: MSG.headersTooLarge });
    } finally {
      await t.app.server.close();
    }
  });
});

describe('multipart bodies', () => {
  /** A multipart body to a route, as `actor`. */
  const send = (method: 'POST' | 'PATCH', url: string, actor: { headers: Record<string, string> }, fields: MultipartFields) => {
    const body = multipart(fields);
    return t.app.inject({ method, url, headers: { ...actor.headers, ...body.headers }, payload: body.payload });
  };
  const picture = async () => ({ filename: 'photo.png', contentType: 'image/png', data: await pngImage() });

  it('serve the same schemas as JSON', async () => {
    const customer = await makeCustomer(t);
    const res = await send('PATCH', '/api/users/profile/', customer, { first_name: 'Айжан' });
    expect(res.statusCode).toBe(200);
    expect((await findUser(t, customer.email))?.firstName).toBe('Айжан');
  });

  it.each(['', 'null', 'undefined', '  '])('count %j as not provided', async (value) => {
    // The existing client sends a category as multipart, without a file.
    const res = await send('POST', '/api/categories/create/', await makeAdmin(t), { name: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: [CATALOG_MSG.categoryNameRequired] });
  });

  it('are refused unread by a route that takes JSON only (415), which then changes nothing', async () => {
    const customer = await makeCustomer(t);
    const login = await send('POST', '/api/users/login/', { headers: {} }, { email: customer.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(415);
    expect(login.json()).toEqual({ detail: MSG.unsupportedMediaType });
    const announced = await send('POST', '/api/my_warehouse/add/', customer, {
      courier_service: '1',
      tracking_number: 'MULTIPART-1',
      country_of_origin: '3',
    });
    expect(announced.statusCode).toBe(415);
    expect((await t.app.inject({ method: 'GET', url: '/api/my_warehouse/list/', headers: customer.headers })).json().count).toBe(
      0,
    );
    // A file makes no difference.
    const filed = await send('PATCH', '/api/address/update/1/', customer, { city: 'Ош', file: await picture() });
    expect(filed.statusCode).toBe(415);
  });

  it("take at most the route's number of files: 413 beyond it", async () => {
    const [customer, admin] = [await makeCustomer(t), await makeAdmin(t)];
    const image = await picture();
    const profile = await send('PATCH', '/api/users/profile/', customer, { front_image: image, back_image: image, third: image });
    expect(profile.statusCode).toBe(413);
    expect(profile.json()).toEqual({ detail: MSG.tooManyFiles });
    expect((await findUser(t, customer.email))?.frontImageId).toBeNull();
    const category = await send('POST', '/api/categories/create/', admin, { name: 'С картинкой', image });
    expect(category.json()).toEqual({ detail: MSG.tooManyFiles });
    const parcel = { name: 'Кроссовки', unique_id_user: customer.user.clientCode, warehouse: '14' };
    const three = await send('POST', '/api/warehouses/product/create/', admin, {
      ...parcel,
      image,
      image_check: image,
      extra: image,
    });
    expect(three.statusCode).toBe(413);
    const two = await send('POST', '/api/warehouses/product/create/', admin, { ...parcel, image, image_check: image });
    expect(two.statusCode).toBe(201);
  });

  it('need a route that declares as many files as its body has upload fields (checked as it is registered)', async () => {
    const app = Fastify();
    await app.register(fastifyMultipart);
    registerMultipartBodies(app);
    const body = z.object({ title: z.string(), image: optionalUpload, proof: requiredUpload(() => 'Нужен файл') });
    const declare = (multipartConfig?: { files: number }) => () =>
      app.post(`/api/test/${Math.random()}/`, { config: { multipart: multipartConfig }, schema: { body } }, async () => ({}));
    expect(declare()).toThrow(/2 upload fields, but config.multipart takes 0 files/);
    expect(declare({ files: 1 })).toThrow(/takes 1 files/);
    expect(declare({ files: 2 })).not.toThrow();
    await app.close();
  });

  it.each(['__proto__', 'constructor', 'toString'])('refuse a field named %j with 400', async (name) => {
    const { headers, email } = await makeCustomer(t);
    const boundary = 'kerbenproto';
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile/',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n{"is_admin":true}\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Недопустимое имя поля в запросе' });
    expect((await findUser(t, email))?.role).toBe('customer');
  });

  it('turn a repeated text field into a list, which a text field refuses', async () => {
    const { headers } = await makeCustomer(t);
    const boundary = 'kerbenrepeat';
    const part = (value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\n${value}\r\n`;
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile/',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('А')}${part('Б')}--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['first_name']);
  });
});

describe('request ids and headers', () => {
  it('echoes a well-formed X-Request-Id and makes one up otherwise', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': 'abc-12345678' } });
    expect(given.headers['x-request-id']).toBe('abc-12345678');
    const odd = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': 'bad id\n' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets the origins of CORS_ORIGINS use every method of the API with a bearer and JSON', async () => {
    const cors = await createTestApp({ CORS_ORIGINS: 'https://client.example' });
    try {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const res = await cors.app.inject({
          method: 'OPTIONS',
          url: '/api/catalog/sites/update/1/',
          headers: {
            origin: 'https://client.example',
            'access-control-request-method': method,
            'access-control-request-headers': 'authorization,content-type',
          },
        });
        expect(res.statusCode).toBe(204);
        expect(res.headers['access-control-allow-origin']).toBe('https://client.example');
        expect(String(res.headers['access-control-allow-methods'])).toContain(method);
        expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      }
      const stranger = await cors.app.inject({
        method: 'OPTIONS',
        url: '/api/catalog/sites/update/1/',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
      });
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await cors.close();
    }
  });

  it('sends the usual security headers and no CORS permission by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { origin: 'https://evil.example' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('describes every route of the API at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`));
    expect(operations).toEqual(
      expect.arrayContaining([
        'post /api/users/register/',
        'post /api/users/activation_account/',
        'post /api/users/resend_activation_code/',
        'post /api/users/login/',
        'post /api/token/refresh/',
        'post /api/users/logout/',
        'post /api/users/forgot_pass_send_activation_code/',
        'post /api/users/forgot_pass_complete/',
        'post /api/users/change_password/',
        'get /api/users/profile/',
        'patch /api/users/profile/',
        'get /api/countries/list/',
        'get /api/couriers/list/',
        'get /api/warehouses/status/list/',
        'get /api/health/',
        'get /api/files/{id}/',
      ]),
    );
    // The request body of registration is documented with its fields.
    const register = doc.paths['/api/users/register/']?.post as { requestBody?: { content?: Record<string, unknown> } };
    expect(JSON.stringify(register.requestBody)).toContain('password2');
  });

  it('says what the web app’s generated types need: 204s, files, multipart forms and optional id filters', async () => {
    interface Operation {
      parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
      requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operation = (path: string, method: string) => doc.paths[path]?.[method] as Operation;

    // A delete answers 204 with no body, not the "200 Default Response" of a route without a schema.
    expect(operation('/api/categories/delete/{id}/', 'delete').responses).toEqual({ 204: { description: 'No content' } });
    // A file is bytes of its media type.
    expect(operation('/api/shipments/{id}/manifest.csv', 'get').responses[200]?.content).toEqual({
      'text/csv': { schema: { type: 'string', format: 'binary' } },
    });
    // A route that reads multipart takes JSON too; in the form its picture is a file.
    const siteUpdate = operation('/api/catalog/sites/update/{id}/', 'patch').requestBody?.content ?? {};
    expect(Object.keys(siteUpdate)).toEqual(['application/json', 'multipart/form-data']);
    expect(siteUpdate['multipart/form-data']?.schema.properties.logo).toEqual({ type: 'string', format: 'binary' });
    expect(siteUpdate['application/json']?.schema.properties.name).toMatchObject({ type: 'string' });
    expect(operation('/api/categories/update/{id}/', 'patch').parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    // An id filter may be left out, repeated or given once.
    expect(operation('/api/catalog/sites/list/', 'get').parameters).toContainEqual(
      expect.objectContaining({
        name: 'category',
        in: 'query',
        required: false,
        schema: { type: 'array', items: { type: 'integer' } },
      }),
    );
  });

  it('serves the docs page at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
