import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.ts';

/** An error shaped like node-postgres's DatabaseError for a SQLSTATE. */
const pgError = (code: string, message = 'server said no') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['55000', 'database "x" is not currently accepting connections'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['3D000', 'database "x" does not exist'],
  ])('takes SQLSTATE %s (%s) for "not now"', (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(true);
  });

  it('finds the refusal inside an AggregateError, as node-postgres reports a host of several addresses', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused, pgError('55000')]))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('x'), pgError('3D000')]))).toBe(true);
  });

  it('finds it behind a cause, and an aggregate made in another realm by its shape', () => {
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: pgError('57P01') }))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'aggregate', errors: [pgError('53300')] })).toBe(true);
  });

  it('leaves bugs and bad input to the usual answers', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new AggregateError([new Error('a'), pgError('22P02')]))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
  });
});
