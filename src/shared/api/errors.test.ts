import { describe, expect, it } from 'vitest';
import { errorLines } from './errors.ts';

describe('errorLines', () => {
  it('accepts a plain string', () => {
    expect(errorLines({ message: 'Nope' })).toEqual([{ message: 'Nope' }]);
  });
  it('accepts a list of strings and of field errors', () => {
    expect(errorLines({ message: ['A', { field: 'email', message: 'B' }] })).toEqual([
      { message: 'A' },
      { field: 'email', message: 'B' },
    ]);
  });
  it('gives nothing for a body that is not an error', () => {
    expect(errorLines('<html>')).toEqual([]);
    expect(errorLines({ msg: 'x' })).toEqual([]);
  });
});
