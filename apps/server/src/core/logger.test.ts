import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorForLog, errorSummary } from './logger';

function failedQuery() {
  const cause = Object.assign(new Error('null value in column "subject" violates not-null constraint'), {
    code: '23502',
    detail: 'Failing row contains (1, a@b.kg, null, Ваш код: 123456).',
  });
  return new DrizzleQueryError('insert into "mail_outbox" ("to", "text") values ($1, $2)', ['a@b.kg', 'Ваш код: 123456'], cause);
}

describe('errorForLog', () => {
  it('keeps the SQL, the code and the message of a failed query, but not its parameters or the failing row', () => {
    const logged = errorForLog(failedQuery());
    const text = JSON.stringify(logged);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "mail_outbox" ("to", "text") values ($1, $2)',
      cause: { code: '23502', message: 'null value in column "subject" violates not-null constraint' },
    });
    expect(text).not.toContain('123456');
    expect(text).not.toContain('a@b.kg');
    expect(text).not.toContain('params');
  });

  it('keeps an ordinary error whole, with its stack frames', () => {
    const logged = errorForLog(Object.assign(new TypeError('boom'), { statusCode: 400 }));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'boom', statusCode: 400 });
    expect(logged.stack).toMatch(/^TypeError: boom\n\s+at /);
  });

  it('copes with something thrown that is not an Error', () => {
    expect(errorForLog('plain text')).toMatchObject({ type: 'string', message: 'plain text' });
  });
});

describe('errorSummary', () => {
  it('is one safe line', () => {
    const summary = errorSummary(failedQuery());
    expect(summary).toBe(
      'DrizzleQueryError: Failed query: insert into "mail_outbox" ("to", "text") values ($1, $2) (null value in column "subject" violates not-null constraint)',
    );
  });
});
