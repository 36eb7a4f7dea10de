import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerTexts,
  foldKey,
  isComplete,
  keysOf,
  lettersLeft,
  matchesAnswer,
  prepareAnswer,
  replay,
  START,
  step,
  typedPart,
} from './answer.ts';

const strict = { forgiveAccents: false, locale: null };

describe('matching a typed answer', () => {
  it('forgives case and surrounding spaces', () => {
    expect(matchesAnswer('Apple', 'apple')).toBe(true);
    expect(matchesAnswer('apple', 'APPLE')).toBe(true);
    expect(matchesAnswer('  apple ', ' apple  ')).toBe(true);
    expect(matchesAnswer('apple', 'appel')).toBe(false);
    expect(matchesAnswer('apple', 'appl')).toBe(false);
  });

  it('forgives missing accents by default, and not when the setting is off', () => {
    expect(matchesAnswer('café', 'cafe')).toBe(true);
    expect(matchesAnswer('café', 'café')).toBe(true);
    expect(matchesAnswer('Ärger', 'arger')).toBe(true);
    expect(matchesAnswer('niño', 'nino')).toBe(true);
    expect(matchesAnswer('Straße', 'strasse')).toBe(true);
    expect(matchesAnswer('Łódź', 'lodz')).toBe(true);
    expect(matchesAnswer('ёлка', 'елка')).toBe(true);
    expect(matchesAnswer('café', 'cafe', strict)).toBe(false);
    expect(matchesAnswer('café', 'CAFÉ', strict)).toBe(true);
    // A typed accent is never wrong where the answer has one.
    expect(matchesAnswer('cafe', 'café')).toBe(true);
  });

  it('takes spaces between the words of an answer, and forgives doubled ones', () => {
    expect(matchesAnswer('ice cream', 'ice cream')).toBe(true);
    expect(matchesAnswer('ice cream', 'ice  cream')).toBe(true);
    expect(matchesAnswer('ice cream', 'icecream')).toBe(false);
    expect(matchesAnswer('well-known', 'well known')).toBe(true);
    expect(matchesAnswer('well-known', 'well-known')).toBe(true);
    expect(matchesAnswer('take into account', 'take into account')).toBe(true);
  });

  it('lets punctuation be left out and treats curly quotes as straight ones', () => {
    expect(matchesAnswer("don't", 'dont')).toBe(true);
    expect(matchesAnswer('don’t', "don't")).toBe(true);
    expect(matchesAnswer('etc.', 'etc')).toBe(true);
    expect(matchesAnswer('well-known', 'wellknown')).toBe(true);
  });

  it('accepts each spelling of a front, without its notes in brackets', () => {
    expect(answerTexts('colour / color')).toEqual(['colour', 'color']);
    expect(answerTexts('bank (of a river)')).toEqual(['bank']);
    expect(answerTexts('(to) borrow')).toEqual(['borrow']);
    expect(answerTexts('big, large')).toEqual(['big', 'large']);
    expect(answerTexts('to borrow')).toEqual(['to borrow', 'borrow']);
    expect(answerTexts('to borrow', 'de')).toEqual(['to borrow']);
    expect(matchesAnswer('colour / color', 'color')).toBe(true);
    expect(matchesAnswer('colour / color', 'colour')).toBe(true);
    expect(matchesAnswer('bank (of a river)', 'bank')).toBe(true);
    expect(matchesAnswer('to borrow', 'borrow')).toBe(true);
  });

  it('matches non-Latin scripts letter by letter', () => {
    expect(matchesAnswer('книга', 'КНИГА')).toBe(true);
    expect(matchesAnswer('كتاب', 'كتاب')).toBe(true);
    // Arabic vowel signs and Hebrew points are optional.
    expect(matchesAnswer('كِتَاب', 'كتاب')).toBe(true);
    expect(matchesAnswer('סֵפֶר', 'ספר')).toBe(true);
    expect(matchesAnswer('图书馆', '图书馆')).toBe(true);
    expect(matchesAnswer('친구', '친구')).toBe(true);
    expect(matchesAnswer('किताब', 'किताब')).toBe(true);
    expect(matchesAnswer('がっこう', 'がっこう')).toBe(true);
  });

  it('folds keys the way a learner types them', () => {
    expect(foldKey('É')).toBe('e');
    expect(foldKey('É', strict)).toBe('é');
    expect(foldKey('ß')).toBe('ss');
    expect(foldKey('’')).toBe("'");
    expect(foldKey('İ', { forgiveAccents: false, locale: 'tr' })).toBe('i');
    expect(foldKey('I', { forgiveAccents: false, locale: 'tr' })).toBe('ı');
  });

  it('always accepts the answer as written, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.boolean(), (text, forgiveAccents) => {
        const options = { forgiveAccents, locale: null };
        for (const form of prepareAnswer(text, options)) {
          expect(matchesAnswer(form.text, form.text, options)).toBe(true);
        }
      }),
    );
  });
});

describe('typing step by step', () => {
  it('shows the list’s own letters as far as typed, and how many are left', () => {
    const [form] = prepareAnswer('Café au lait');
    if (!form) throw new Error('no form');
    const position = replay(form, [...'cafe a']);
    if (!position) throw new Error('no position');
    expect(typedPart(form, position)).toBe('Café a');
    expect(lettersLeft(form, position)).toBe(5);
    expect(isComplete(form, position)).toBe(false);
    expect(step(form, position, 'x').kind).toBe('wrong');
    expect(step(form, position, 'u').kind).toBe('advance');
  });

  it('types a letter that needs two keys in two steps', () => {
    const [form] = prepareAnswer('Straße');
    if (!form) throw new Error('no form');
    const half = replay(form, [...'stras']);
    expect(half).toEqual({ unit: 4, offset: 1 });
    if (!half) throw new Error('no position');
    expect(typedPart(form, half)).toBe('Stra');
    const whole = replay(form, [...'strasse']);
    expect(whole && isComplete(form, whole)).toBe(true);
  });

  it('ignores a second space rather than count it wrong', () => {
    const [form] = prepareAnswer('ice cream');
    if (!form) throw new Error('no form');
    const position = replay(form, [...'ice ']);
    if (!position) throw new Error('no position');
    expect(step(form, position, ' ').kind).toBe('ignored');
    expect(step(form, START, ' ').kind).toBe('wrong');
  });

  it('lists the keys that type a front', () => {
    expect(keysOf('Ice cream').sort()).toEqual([' ', 'a', 'c', 'e', 'i', 'm', 'r']);
    expect(keysOf('café').sort()).toEqual(['a', 'c', 'e', 'f']);
    expect(keysOf('café', strict).sort()).toEqual(['a', 'c', 'f', 'é']);
  });
});
