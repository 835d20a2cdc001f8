import { describe, expect, it } from 'vitest';
import {
  canSubmitNewPassword,
  canSubmitSignIn,
  isValidEmail,
  isValidNewEmail,
  isValidProfileText,
  PASSWORD_MIN_LENGTH,
  showPasswordMismatch,
} from './validation';

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

describe('account rules (SPEC §5)', () => {
  it.each([
    ['ab', false],
    ['Ana', true],
    ['  Ana  ', true],
    ['a'.repeat(200), true],
    ['a'.repeat(201), false],
  ])('profile text %j → %s', (value, expected) => {
    expect(isValidProfileText(value)).toBe(expected);
  });

  it('accepts a new e-mail of at most 200 characters', () => {
    expect(isValidNewEmail(' nuevo@demo.mx ')).toBe(true);
    expect(isValidNewEmail(`${'a'.repeat(192)}@demo.mx`)).toBe(true);
    expect(isValidNewEmail(`${'a'.repeat(193)}@demo.mx`)).toBe(false);
    expect(isValidNewEmail('nuevo@demo')).toBe(false);
  });

  it.each([
    ['Demo123', 'Demo124', false],
    ['Demo1234', 'Demo1235', true],
    ['Demo1234', 'Demo1234', false],
    ['Demo1234!', 'Demo123', false],
  ])('mismatch of %j and %j shown → %s', (password, confirmation, expected) => {
    expect(showPasswordMismatch(password, confirmation)).toBe(expected);
  });

  it('enables the new-password submit only when every rule holds', () => {
    expect(canSubmitNewPassword({ password: 'Nueva123!', confirmation: 'Nueva123!' })).toBe(true);
    expect(canSubmitNewPassword({ password: 'nueva1234', confirmation: 'nueva1234' })).toBe(false);
    expect(canSubmitNewPassword({ password: 'Nueva123!', confirmation: 'Nueva123?' })).toBe(false);
    expect(canSubmitNewPassword({ password: 'Nueva123!', confirmation: 'Nueva123!', acceptedTerms: false })).toBe(false);
    expect(canSubmitNewPassword({ password: 'Nueva123!', confirmation: 'Nueva123!', acceptedTerms: true })).toBe(true);
    expect(canSubmitNewPassword({ password: 'Nueva123!', confirmation: 'Nueva123!', currentPassword: '' })).toBe(false);
    expect(canSubmitNewPassword({ password: 'Nueva123!', confirmation: 'Nueva123!', currentPassword: 'Nueva123!' })).toBe(false);
    expect(canSubmitNewPassword({ password: 'Nueva123!', confirmation: 'Nueva123!', currentPassword: 'Demo1234!' })).toBe(true);
  });
});
