import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { healthRoutes } from './health';

const { t } = useTestApp();

describe('GET /api/health/', () => {
  it('answers ok with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('works without the trailing slash and with doubled slashes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '//api//health/' })).statusCode).toBe(200);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Не найдено' });
  });
});

describe('GET /api/health/ under load', () => {
  it('lets checks that come together share a ping, and answers 503 when the database does not', async () => {
    let pings = 0;
    let answers = true;
    let checksIn = 0;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // Right before the handler, which asks for a ping at once.
    app.addHook('preHandler', async () => {
      checksIn += 1;
    });
    healthRoutes(app, {
      ping: async () => {
        pings += 1;
        // The first ping lasts until all ten checks have come in, so they all come during it.
        await vi.waitFor(() => expect(checksIn).toBeGreaterThanOrEqual(10), { timeout: 10_000, interval: 5 });
        if (!answers) throw new Error('no database');
      },
    });
    const checks = await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/health/' })));
    expect(checks.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(pings).toBeLessThanOrEqual(2);
    answers = false;
    const down = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'error', db: 'unavailable' });
    await app.close();
  });
});
