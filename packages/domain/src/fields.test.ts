import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireSomeChange } from './fields';

describe('requireSomeChange', () => {
  const schema = z.object({ note: z.string().optional(), count: z.number().optional(), date: z.string().optional() });
  const errorsOf = (result: z.ZodSafeParseResult<unknown>) =>
    result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes a change of any field when none are named, and refuses an empty one under non_field_errors', () => {
    const change = requireSomeChange(schema, () => 'Укажите, что изменить');
    expect(change.safeParse({ count: 0 }).success).toBe(true);
    expect(errorsOf(change.safeParse({}))).toEqual([['non_field_errors', 'Укажите, что изменить']]);
    expect(errorsOf(change.safeParse({ note: undefined }))).toEqual([['non_field_errors', 'Укажите, что изменить']]);
  });

  it('counts only the named fields', () => {
    const change = requireSomeChange(schema, () => 'Укажите число', ['count']);
    expect(change.safeParse({ count: 2, date: '2026-11-28' }).success).toBe(true);
    expect(errorsOf(change.safeParse({ date: '2026-11-28' }))).toEqual([['non_field_errors', 'Укажите число']]);
  });
});
