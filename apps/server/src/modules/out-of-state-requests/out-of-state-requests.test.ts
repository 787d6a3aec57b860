import { MSG, OUT_OF_STATE_MSG } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { expectRefusedAndUnchanged, useTestApp } from '../../../test/helpers';
import { outOfStateRequests } from '../../db/schema';

const { t, actors: a, inject } = useTestApp({ actors: true });

let addressCounter = 0;
/** The public form from its own address, so the per-address limit of one test never meets another's. */
const send = (payload: object, remoteAddress = `10.0.0.${++addressCounter}`) =>
  t.app.inject({ method: 'POST', url: '/api/otside_of_illinois/add/', payload, remoteAddress });

const request = (email = `sender.${++addressCounter}@example.com`) => ({
  full_name: 'John Smith',
  address: '500 Market St, Philadelphia, PA 19106',
  phone_number: '+1 215 555 0134',
  cargo_weight: '12,5',
  email,
  telegram: '@jsmith',
  whatsapp: '',
  status: false,
});
const rows = () => t.services.db.select().from(outOfStateRequests).orderBy(outOfStateRequests.id);

describe('out-of-state requests', () => {
  it('checks the fields marked * with "Это поле обязательно к заполнению!" and the shapes of the others', async () => {
    await expectRefusedAndUnchanged(rows, () => send({ telegram: '', whatsapp: null }), 400, {
      full_name: [OUT_OF_STATE_MSG.required],
      address: [OUT_OF_STATE_MSG.required],
      phone_number: [OUT_OF_STATE_MSG.required],
      cargo_weight: [OUT_OF_STATE_MSG.required],
      email: [OUT_OF_STATE_MSG.required],
    });
    const bad = { ...request(), email: 'x@', phone_number: '12', cargo_weight: '-3', telegram: 'a b', whatsapp: 'abc' };
    expect((await send(bad)).json()).toEqual({
      phone_number: [OUT_OF_STATE_MSG.phoneInvalid],
      cargo_weight: [OUT_OF_STATE_MSG.weightInvalid],
      email: [OUT_OF_STATE_MSG.emailInvalid],
      telegram: [OUT_OF_STATE_MSG.telegramInvalid],
      whatsapp: [OUT_OF_STATE_MSG.phoneInvalid],
    });
  });

  it('are sent by anyone as new requests, listed, filtered, edited, marked processed and deleted by an admin', async () => {
    const sent = await send(request('philly@example.com'));
    expect(sent.statusCode).toBe(201);
    const created = sent.json();
    // A visitor cannot send an already processed one; phones are answered in E.164.
    expect(created).toMatchObject({ cargo_weight: 12.5, phone_number: '+12155550134', telegram: 'jsmith', status: true });

    const list = await inject('GET', '/api/otside_of_illinois/list/?search=PHILLY&status=true', a.admin);
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: created.id, full_name: 'John Smith' }] });

    const url = `/api/otside_of_illinois/update_delete/${created.id}/`;
    const edited = await inject('PATCH', url, a.admin, { status: false, cargo_weight: 14, whatsapp: '+1 215 555 0199' });
    expect(edited.json()).toMatchObject({
      status: false,
      cargo_weight: 14,
      whatsapp: '+12155550199',
      email: 'philly@example.com',
    });
    expect((await inject('GET', '/api/otside_of_illinois/list/?status=true&search=philly', a.admin)).json()).toMatchObject({
      count: 0,
    });
    expect((await inject('GET', '/api/otside_of_illinois/list/?status=false', a.admin)).json()).toMatchObject({ count: 1 });
    expect((await inject('PATCH', url, a.admin, { email: '' })).json()).toEqual({ email: [OUT_OF_STATE_MSG.required] });

    expect((await inject('DELETE', url, a.admin)).statusCode).toBe(204);
    expect((await inject('DELETE', url, a.admin)).json()).toEqual({ detail: OUT_OF_STATE_MSG.notFound });
  });

  it('refuses an anonymous caller (401) and a customer (403) everything but sending, and changes nothing', async () => {
    const { id } = (await send(request())).json();
    const url = `/api/otside_of_illinois/update_delete/${id}/`;
    for (const actor of [a.anonymous, a.customerA]) {
      const status = actor === a.anonymous ? 401 : 403;
      expect((await inject('GET', '/api/otside_of_illinois/list/', actor)).statusCode).toBe(status);
      await expectRefusedAndUnchanged(rows, () => inject('PATCH', url, actor, { status: false }), status);
      await expectRefusedAndUnchanged(rows, () => inject('PUT', url, actor, { status: false }), status);
      await expectRefusedAndUnchanged(rows, () => inject('DELETE', url, actor), status);
    }
    expect((await inject('GET', '/api/otside_of_illinois/list/', a.customerA)).json()).toEqual({ detail: MSG.forbidden });
  });

  it('limits the sending per address and per email (429), storing nothing more', async () => {
    for (let i = 0; i < 5; i++) expect((await send(request(), '10.9.9.9')).statusCode).toBe(201);
    await expectRefusedAndUnchanged(rows, () => send(request(), '10.9.9.9'), 429);

    for (let i = 0; i < 3; i++) expect((await send(request('same@example.com'))).statusCode).toBe(201);
    await expectRefusedAndUnchanged(rows, () => send(request('SAME@example.com')), 429);
    // Another address and email still get through.
    expect((await send(request())).statusCode).toBe(201);
  });
});
