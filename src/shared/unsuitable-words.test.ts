import { describe, expect, it } from 'vitest';
import { unsuitableWordIn } from './unsuitable-words.ts';

describe('unsuitableWordIn (community track text)', () => {
  it('finds blocked words and blocked phrases', () => {
    expect(unsuitableWordIn('Shit words')).toBe('shit');
    expect(unsuitableWordIn('for every BULLSHIT exam!')).toBe('bullshit');
    expect(unsuitableWordIn('fucking hard words')).toBe('fucking');
    expect(unsuitableWordIn("the shit's list")).toBe('shit');
    expect(unsuitableWordIn('two girls one cup')).toBe('two girls one cup');
  });

  it('leaves ordinary words alone, compounds and the allow list included', () => {
    expect(unsuitableWordIn('Organise people')).toBeNull();
    expect(unsuitableWordIn('Assess the class assignment; a therapist helps')).toBeNull();
    expect(unsuitableWordIn('Scunthorpe and Essex weather')).toBeNull();
    expect(unsuitableWordIn('Welfare and society', new Set(['welfare']))).toBeNull();
    expect(unsuitableWordIn('')).toBeNull();
  });
});
