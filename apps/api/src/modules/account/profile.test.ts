import fs from 'node:fs';
import path from 'node:path';
import { userResponse } from '@cotizador/contracts/account';
import { authInfoResponse } from '@cotizador/contracts/auth';
import { errorResponse, messageResponse, validationErrorResponse } from '@cotizador/contracts/common';
import {
  AVATAR_PNG_ONLY_MESSAGE,
  AVATAR_TOO_LARGE_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  EMAIL_UNCHANGED_MESSAGE,
  RESEND_TOO_SOON_MESSAGE,
  VERIFICATION_CODE_INVALID_MESSAGE,
} from '@cotizador/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../../test/helpers.ts';
import { FAKE_PDF, lastCodeTo, lastMailTo, mailsTo, multipartBody, post, TINY_PNG } from './account.test-helpers.ts';

const SEND_CODE = '/api/otp/send-otp-email-to-change-email';
const MODIFY_EMAIL = '/api/auth/modify-user-email';
const MODIFY_DATA = '/api/auth/modify-user-data';
const MODIFY_IMAGE = '/api/auth/modify-image-profile';

describe('Mi perfil', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  beforeEach(async () => {
    t = await createTestApp();
    token = await signIn(t.app, 'vendedor@demo.mx');
    const info = await t.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers: bearer(token) });
    userId = expectContract(info, authInfoResponse).user.id;
  });
  afterEach(async () => {
    await t.close();
  });

  describe('change e-mail', () => {
    const sendCode = (email: string, id = userId, auth = token) => post(t, SEND_CODE, { user_id: id, email }, bearer(auth));
    const modifyEmail = (email: string, code: string, auth = token) => post(t, MODIFY_EMAIL, { email, code }, bearer(auth));

    it('sends a code to the new address, changes the e-mail and ends every session', async () => {
      const otherSession = await signIn(t.app, 'vendedor@demo.mx');
      const sent = await sendCode(' Nuevo.Correo@Demo.mx ');
      expect(sent.statusCode).toBe(200);
      expect(expectContract(sent, messageResponse)).toEqual({ message: 'El código de verificación se ha enviado con éxito' });
      const mail = await lastMailTo(t, 'nuevo.correo@demo.mx');
      expect(mail.subject).toBe('Código para confirmar tu nuevo correo');
      expect(await mailsTo(t, 'vendedor@demo.mx')).toHaveLength(0);

      const code = await lastCodeTo(t, 'nuevo.correo@demo.mx');
      const changed = await modifyEmail('nuevo.correo@demo.mx', code);
      expect(changed.statusCode).toBe(200);
      expect(expectContract(changed, messageResponse)).toEqual({
        message: 'El correo ha sido cambiado correctamente, vuelve a iniciar sesión',
      });

      for (const session of [token, otherSession]) {
        const info = await t.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers: bearer(session) });
        expect(info.statusCode).toBe(401);
      }
      await expect(signIn(t.app, 'vendedor@demo.mx')).rejects.toThrow();
      expect(await signIn(t.app, 'nuevo.correo@demo.mx', DEMO_PASSWORD)).toBeTruthy();
      // The old address hears about it.
      expect((await lastMailTo(t, 'vendedor@demo.mx')).kind).toBe('account.email-changed');
    });

    it('answers a registered and a free address alike, the resend brake included', async () => {
      const registered = await sendCode('cpa@demo.mx');
      const registeredAgain = await sendCode('cpa@demo.mx');
      t.clock.advance(60_000);
      const free = await sendCode('libre@demo.mx');
      const freeAgain = await sendCode('libre@demo.mx');
      expect([registered.statusCode, registeredAgain.statusCode]).toEqual([200, 429]);
      expect(`${registered.statusCode} ${registered.body}`).toBe(`${free.statusCode} ${free.body}`);
      expect(`${registeredAgain.statusCode} ${registeredAgain.body}`).toBe(`${freeAgain.statusCode} ${freeAgain.body}`);
      expect(await mailsTo(t, 'cpa@demo.mx')).toHaveLength(0);
      expect(await mailsTo(t, 'libre@demo.mx')).toHaveLength(1);
      // No code went to the registered address, so the change cannot be confirmed with any code.
      const guess = await modifyEmail('cpa@demo.mx', await lastCodeTo(t, 'libre@demo.mx'));
      expect(guess.statusCode).toBe(422);
    });

    it('refuses the current address', async () => {
      const same = await sendCode('VENDEDOR@demo.mx');
      expect(same.statusCode).toBe(422);
      expect(expectContract(same, validationErrorResponse).errors.email).toEqual([EMAIL_UNCHANGED_MESSAGE]);
      expect(await t.ctx.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);
    });

    it('refuses the change when the address was taken after the code was sent', async () => {
      await sendCode('libre@demo.mx');
      const code = await lastCodeTo(t, 'libre@demo.mx');
      await t.ctx.db.updateTable('users').set({ email: 'libre@demo.mx' }).where('email', '=', 'cpa@demo.mx').execute();
      const response = await modifyEmail('libre@demo.mx', code);
      expect(response.statusCode).toBe(422);
      expect(expectContract(response, validationErrorResponse).errors.email).toEqual([EMAIL_IN_USE_MESSAGE]);
    });

    it('only lets the caller ask for their own change', async () => {
      const response = await sendCode('otro@demo.mx', userId + 1);
      expect(response.statusCode).toBe(403);
      expect(await mailsTo(t, 'otro@demo.mx')).toHaveLength(0);
    });

    it('requires a session', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: SEND_CODE,
        payload: { user_id: userId, email: 'otro@demo.mx' },
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a resend within 60 s', async () => {
      expect((await sendCode('nuevo@demo.mx')).statusCode).toBe(200);
      const again = await sendCode('nuevo@demo.mx');
      expect(again.statusCode).toBe(429);
      expect(expectContract(again, errorResponse).message).toBe(RESEND_TOO_SOON_MESSAGE);
      t.clock.advance(60_000);
      expect((await sendCode('nuevo@demo.mx')).statusCode).toBe(200);
    });

    it('accepts the code only for the address it was sent to, and at most 5 wrong tries', async () => {
      await sendCode('nuevo@demo.mx');
      const code = await lastCodeTo(t, 'nuevo@demo.mx');
      const otherAddress = await modifyEmail('distinto@demo.mx', code);
      expect(otherAddress.statusCode).toBe(422);
      expect(expectContract(otherAddress, validationErrorResponse).errors.code).toEqual([VERIFICATION_CODE_INVALID_MESSAGE]);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 4; i += 1) expect((await modifyEmail('nuevo@demo.mx', wrong)).statusCode).toBe(422);
      // 5 wrong tries counted (one was the right code for another address): the code is dead.
      expect((await modifyEmail('nuevo@demo.mx', code)).statusCode).toBe(422);
    });

    it('expires the code at 10 minutes and a new one replaces the old', async () => {
      await sendCode('nuevo@demo.mx');
      const first = await lastCodeTo(t, 'nuevo@demo.mx');
      t.clock.advance(10 * 60_000);
      expect((await modifyEmail('nuevo@demo.mx', first)).statusCode).toBe(422);
      await sendCode('nuevo@demo.mx');
      const second = await lastCodeTo(t, 'nuevo@demo.mx');
      expect((await modifyEmail('nuevo@demo.mx', second)).statusCode).toBe(200);
    });

    it('uses the labels of SPEC §5 in its messages', async () => {
      const response = await post(t, MODIFY_EMAIL, { email: 'nuevo@demo.mx', code: '' }, bearer(token));
      expect(expectContract(response, validationErrorResponse).errors.code?.[0]).toBe(
        'El campo Código de verificación es requerido',
      );
      const short = await post(t, MODIFY_EMAIL, { email: 'nuevo@demo.mx', code: '123' }, bearer(token));
      expect(expectContract(short, validationErrorResponse).errors.code).toEqual([
        'El campo Código de verificación debe tener 6 caracteres',
      ]);
      const long = await sendCode(`${'a'.repeat(195)}@demo.mx`);
      expect(long.statusCode).toBe(422);
      expect(expectContract(long, validationErrorResponse).errors.email).toEqual([
        'El campo correo no debe exceder 200 caracteres',
      ]);
    });
  });

  describe('name and surname', () => {
    it('trims, saves and returns the user', async () => {
      const response = await post(t, MODIFY_DATA, { name: '  Valeria Sofía ', last_name: 'Hernández Ruiz' }, bearer(token));
      expect(response.statusCode).toBe(200);
      expect(expectContract(response, userResponse).user).toMatchObject({
        id: userId,
        name: 'Valeria Sofía',
        last_name: 'Hernández Ruiz',
        email: 'vendedor@demo.mx',
      });
      const info = await t.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers: bearer(token) });
      expect(expectContract(info, authInfoResponse).user.name).toBe('Valeria Sofía');
    });

    it.each([
      [{ name: 'Al', last_name: 'Pérez' }, 'name', 'El campo nombre debe tener al menos 3 caracteres'],
      [{ name: 'Ana', last_name: 'x'.repeat(201) }, 'last_name', 'El campo apellidos no debe exceder 200 caracteres'],
      [{ name: '   ', last_name: 'Pérez' }, 'name', 'El campo nombre es requerido'],
      [{ name: 'Ana' }, 'last_name', 'El campo apellidos es requerido'],
    ])('refuses %j', async (payload, field, message) => {
      const response = await post(t, MODIFY_DATA, payload, bearer(token));
      expect(response.statusCode).toBe(422);
      expect(expectContract(response, validationErrorResponse).errors[field]?.[0]).toBe(message);
    });

    it('accepts exactly 3 and 200 characters', async () => {
      const response = await post(t, MODIFY_DATA, { name: 'Ana', last_name: 'x'.repeat(200) }, bearer(token));
      expect(response.statusCode).toBe(200);
    });
  });

  describe('avatar', () => {
    const upload = (filename: string, contentType: string, content: Buffer, auth: string | null = token) => {
      const body = multipartBody('image', filename, contentType, content);
      return t.app.inject({
        method: 'POST',
        url: MODIFY_IMAGE,
        payload: body.payload,
        headers: { ...body.headers, ...(auth ? bearer(auth) : {}) },
      });
    };

    it('stores a PNG under a random name, records it and serves it back', async () => {
      const response = await upload('user3.png', 'image/png', TINY_PNG);
      expect(response.statusCode).toBe(200);
      const avatar = expectContract(response, userResponse).user.avatar[0] ?? '';
      expect(avatar).toMatch(/^\/api\/files\/avatars\/[0-9a-f]{32}-user3\.png$/);
      const storageName = avatar.split('/').at(-1) ?? '';
      expect(fs.readFileSync(path.join(t.ctx.config.uploadsDir, storageName))).toEqual(TINY_PNG);
      const row = await t.ctx.db
        .selectFrom('files')
        .selectAll()
        .where('storage_name', '=', storageName)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        owner_user_id: userId,
        purpose: 'avatar',
        mime_type: 'image/png',
        size_bytes: TINY_PNG.length,
      });

      const served = await t.app.inject({ method: 'GET', url: avatar });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload).toEqual(TINY_PNG);

      const info = await t.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers: bearer(token) });
      expect(expectContract(info, authInfoResponse).user.avatar).toEqual([avatar]);
    });

    it('deletes the avatar it replaces', async () => {
      const first = expectContract(await upload('user1.png', 'image/png', TINY_PNG), userResponse).user.avatar[0] ?? '';
      const second = expectContract(await upload('user2.png', 'image/png', TINY_PNG), userResponse).user.avatar[0] ?? '';
      expect(second).not.toBe(first);
      expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect(fs.existsSync(path.join(t.ctx.config.uploadsDir, first.split('/').at(-1) ?? ''))).toBe(false);
      expect(await t.ctx.db.selectFrom('files').selectAll().execute()).toHaveLength(1);
    });

    it('refuses a PDF renamed .png (content checked by magic bytes)', async () => {
      const response = await upload('user3.png', 'image/png', FAKE_PDF);
      expect(response.statusCode).toBe(422);
      expect(expectContract(response, validationErrorResponse)).toEqual({
        code: 'VALIDATION_FAILED',
        message: AVATAR_PNG_ONLY_MESSAGE,
        errors: { image: [AVATAR_PNG_ONLY_MESSAGE] },
      });
      expect(await t.ctx.db.selectFrom('files').selectAll().execute()).toHaveLength(0);
      expect(fs.existsSync(t.ctx.config.uploadsDir) ? fs.readdirSync(t.ctx.config.uploadsDir) : []).toHaveLength(0);
    });

    it('refuses a file over 2 MB', async () => {
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
      const response = await upload('user3.png', 'image/png', big);
      expect(response.statusCode).toBe(413);
      expect(expectContract(response, errorResponse).message).toBe(AVATAR_TOO_LARGE_MESSAGE);
    });

    it('requires a file and a session', async () => {
      const noFile = await post(t, MODIFY_IMAGE, {}, bearer(token));
      expect(noFile.statusCode).toBe(422);
      expect(expectContract(noFile, validationErrorResponse).errors.image).toEqual(['El campo imagen es requerido']);
      expect((await upload('user3.png', 'image/png', TINY_PNG, null)).statusCode).toBe(401);
    });

    it('answers 404 for names that are not stored avatars', async () => {
      for (const name of ['../../etc/passwd', 'abc.png', `${'0'.repeat(32)}.png`]) {
        const response = await t.app.inject({ method: 'GET', url: `/api/files/avatars/${encodeURIComponent(name)}` });
        expect(response.statusCode).toBe(404);
      }
    });
  });
});
