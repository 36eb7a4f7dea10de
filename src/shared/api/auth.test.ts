import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { emailSchema, meetsPasswordRule, passwordSchema, safeReturnPath, signInBodySchema } from './auth.ts';

describe('password rule', () => {
  it.each(['Abcdefg1', 'Abcdefg!', 'Passw0rd-long', 'Ünïcödé9x', 'Abc def gh'])('accepts %s', (password) => {
    expect(meetsPasswordRule(password)).toBe(true);
  });
  it.each([
    'Abcde1',
    'abcdefg1',
    'ABCDEFG1',
    'Abcdefgh',
    '',
    // Spaces and invisible characters do not count toward the 8.
    'Ab1     ',
    'Ab1\u200b\u200b\u200b\u200b\u200b',
    'Ab1 \u00a0\u2060\u200d\u3000',
  ])('refuses %j', (password) => {
    expect(meetsPasswordRule(password)).toBe(false);
  });
  it.each([`Ab1${'\u0000'.repeat(8)}`, 'Correct\tHorse9', 'Correct-Horse9\n', 'Correct\u007fHorse9'])(
    'refuses control characters in %j with their own message',
    (password) => {
      const result = passwordSchema.safeParse(password);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.passwordControlCharacters);
    },
  );
  it('reports the spec message', () => {
    const result = passwordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.passwordRule);
  });
});

describe('email', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });
  it.each(['', 'ada', 'ada@', '@x.io', 'a b@x.io'])('refuses %j with the spec message', (email) => {
    const result = emailSchema.safeParse(email);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Email is not valid');
  });
  it('reports each field of a sign-in body', () => {
    const result = signInBodySchema.safeParse({ email: 'x', password: 'y', reCaptcha: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Email is not valid'],
      ['password', MESSAGES.passwordRule],
    ]);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/settings', '/settings'],
    ['/game/candy?x=1', '/game/candy?x=1'],
    ['//evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil', '/'],
    [undefined, '/'],
    ['', '/'],
  ])('%j gives %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
