import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordChecks } from './password.ts';

describe('password rules (SPEC §5)', () => {
  it.each([
    ['Demo1234!', true],
    ['Abcdefg1', true], // upper, lower, digit
    ['abcdefg1!', true], // lower, digit, special
    ['ABCDEFG1!', true], // upper, digit, special
    ['Abcdefgh!', true], // upper, lower, special
    ['Abc12!', false], // 6 characters
    ['Abcdef1', false], // 7 characters, 3 classes
    ['abcdefgh1', false], // only 2 classes
    ['ABCDEFGHI', false],
    ['12345678', false],
    ['Ñandú2025', true], // accented letters count as letters
  ])('%s → %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });

  it('reports each class for the live checklist', () => {
    expect(passwordChecks('abc')).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: true,
      digit: false,
      special: false,
      classes: false,
    });
    expect(passwordChecks('Ab1!')).toMatchObject({
      uppercase: true,
      lowercase: true,
      digit: true,
      special: true,
      classes: true,
      minLength: false,
    });
  });
});
