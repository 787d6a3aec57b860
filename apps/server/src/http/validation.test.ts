import { PARCEL_MSG } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idFilter } from './params';
import { knownKeys, lastValueWins } from './validation';

describe('knownKeys: the fields a body schema names', () => {
  it('reads them through a refine, a transform and a preprocess', () => {
    const body = z.object({ a: z.string(), b: z.number().optional() });
    expect(knownKeys(body)).toEqual(new Set(['a', 'b']));
    expect(knownKeys(body.refine(() => true))).toEqual(new Set(['a', 'b']));
    expect(knownKeys(body.transform((v) => v))).toEqual(new Set(['a', 'b']));
    expect(knownKeys(z.preprocess((v) => v, body))).toEqual(new Set(['a', 'b']));
  });

  it('checks nothing for a schema that takes any key, or that is no object', () => {
    expect(knownKeys(z.object({ a: z.string() }).loose())).toBeUndefined();
    expect(knownKeys(z.array(z.string()))).toBeUndefined();
  });
});

describe('lastValueWins: a repeated query parameter', () => {
  const query = z.object({ page: z.coerce.number(), category: idFilter(() => PARCEL_MSG.filterInvalid) });

  it('takes the last value where the schema wants one, and keeps a list where it takes one', () => {
    expect(lastValueWins(query, { page: ['1', '2'], category: ['1', '2'] })).toEqual({ page: '2', category: ['1', '2'] });
    expect(lastValueWins(query, { other: ['a', 'b'] })).toEqual({ other: 'b' });
  });

  it('leaves a query without repeated parameters as it is', () => {
    const sent = { page: '1' };
    expect(lastValueWins(query, sent)).toBe(sent);
  });
});
