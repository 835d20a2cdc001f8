import { describe, expect, it } from 'vitest';
import { canSubmitSignIn, isValidEmail, PASSWORD_MIN_LENGTH } from './validation';

describe('isValidEmail', () => {
  it.each([
    ['vendedor@demo.mx', true],
    ['nombre.apellido+tag@empresa.com.mx', true],
    ['MAYUSCULAS@EMPRESA.COM', true],
    ['', false],
    ['vendedor', false],
    ['vendedor@', false],
    ['@demo.mx', false],
    ['vendedor@demo', false],
    ['vendedor@demo.m', false],
    ['vendedor@@demo.mx', false],
    ['vende dor@demo.mx', false],
    ['vendedor@demo..mx', false],
    [' vendedor@demo.mx', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

describe('canSubmitSignIn', () => {
  it('requires at least 8 password characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(canSubmitSignIn({ email: 'vendedor@demo.mx', password: '1234567' })).toBe(false);
    expect(canSubmitSignIn({ email: 'vendedor@demo.mx', password: '12345678' })).toBe(true);
  });

  it.each([
    ['vendedor@demo.mx', 'Demo1234!', true],
    ['  vendedor@demo.mx  ', 'Demo1234!', true],
    ['vendedor@demo', 'Demo1234!', false],
    ['', 'Demo1234!', false],
    ['vendedor@demo.mx', '', false],
  ])('email %j, password %j → %s', (email, password, expected) => {
    expect(canSubmitSignIn({ email, password })).toBe(expected);
  });
});
