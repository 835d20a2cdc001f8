import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateOtpResponse } from '@cotizador/contracts/account';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { createTestApp, signIn, type TestApp } from '../../../test/helpers.ts';
import { buildCli } from '../../cli.ts';
import type { Db } from '../../db/database.ts';
import { lastCodeTo, lastMailTo, post } from './account.test-helpers.ts';

describe('CLI user:invite', () => {
  let t: TestApp;
  let lines: string[];
  let mediaDir: string;
  beforeEach(async () => {
    t = await createTestApp();
    lines = [];
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-invite-'));
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  async function cli(...args: string[]) {
    const withDb = <T>(fn: (db: Db) => Promise<T>) => fn(t.ctx.db);
    await buildCli(withDb, { log: (line) => lines.push(line) }, mediaDir, 'https://cotizador.example.mx').parseAsync(args, {
      from: 'user',
    });
  }

  it('queues the activation e-mail of a pending account, whose code activates it', async () => {
    await cli('user:invite', '--email', 'Pendiente@Demo.mx');
    expect(lines.join('\n')).toContain('Invitación enviada a pendiente@demo.mx');
    const mail = await lastMailTo(t, 'pendiente@demo.mx');
    expect(mail.kind).toBe('account.activation');
    expect(mail.text).toContain('https://cotizador.example.mx/otp/pendiente%40demo%2Emx');
    const code = await lastCodeTo(t, 'pendiente@demo.mx');
    const validated = await post(t, '/api/otp/validate-otp', { email: 'pendiente@demo.mx', code });
    expect(validated.statusCode).toBe(200);
    const token = expectContract(validated, validateOtpResponse).temporal_token;
    const changed = await post(
      t,
      '/api/auth/modify-password',
      { new_password: 'Invitado123!' },
      { authorization: `Bearer ${token}` },
    );
    expect(changed.statusCode).toBe(200);
    expect(await signIn(t.app, 'pendiente@demo.mx', 'Invitado123!')).toBeTruthy();
  });

  it('refuses unknown and already active accounts', async () => {
    await expect(cli('user:invite', '--email', 'nadie@demo.mx')).rejects.toThrow(
      'No existe un usuario con el correo nadie@demo.mx.',
    );
    await expect(cli('user:invite', '--email', 'vendedor@demo.mx')).rejects.toThrow('no está pendiente de activación');
  });
});
