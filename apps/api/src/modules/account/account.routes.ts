import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import {
  AVATAR_FILE_FIELD,
  changeEmailCodeBody,
  emailBody,
  modifyEmailBody,
  modifyPasswordBody,
  modifyUserDataBody,
  userResponse,
  validateOtpBody,
  validateOtpResponse,
} from '@cotizador/contracts/account';
import { messageResponse } from '@cotizador/contracts/common';
import { avatarFileParams } from '@cotizador/contracts/files';
import { verifyCurrentPasswordBody, verifyCurrentPasswordResponse } from '@cotizador/contracts/profile';
import {
  AVATAR_TOO_LARGE_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  fieldRequiredMessage,
  PASSWORD_CHANGED_MESSAGE,
  VERIFICATION_CODE_SENT_MESSAGE,
} from '@cotizador/domain/messages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { OTP_SEND_PER_IP, OTP_VALIDATE_PER_IP } from '../../lib/limit-rules.ts';
import { authOf, bearerToken, requireBearer, requireOperator } from '../../plugins/authenticate.ts';
import { limitPerIp } from '../../plugins/rate-limit.ts';
import { toUserDto } from '../users/users.presenter.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { modifyPassword, requestActivationCode, requestPasswordReset, validateOtp } from './account.service.ts';
import { AVATAR_MAX_BYTES, avatarFilePath, replaceAvatar } from './avatar.service.ts';
import { ResendTooSoonError } from './otp.service.ts';
import { changeEmail, requestEmailChangeCode, updateProfileData, verifyCurrentPassword } from './profile.service.ts';

// Account lifecycle (SPEC §7): activation and recovery codes, password, e-mail, name and avatar.
// Decisions: docs/decisions/006-account-otp-and-tokens.md.

/** The send-OTP answer, the same whether or not the address has an account (no enumeration). */
const SENT_IF_REGISTERED = 'Si el correo está registrado, en unos momentos recibirás un mensaje con las instrucciones.';

/** A 429 of the resend brake says when to try again. */
async function withRetryAfter<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof ResendTooSoonError) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Per-IP brakes of the code endpoints, in the store shared by every instance (decision 022).
    const sendLimit = limitPerIp(ctx, OTP_SEND_PER_IP);
    const validateLimit = limitPerIp(ctx, OTP_VALIDATE_PER_IP);
    // Authentication first (onRequest), so a signed-out caller gets 401 before any 422. These are the
    // operator's own account routes (name, avatar, e-mail, password): an admin's token gets 403.
    const onRequest = requireOperator(ctx);

    app.post(
      '/otp/send-otp-email-to-activate-user',
      {
        onRequest: sendLimit,
        schema: {
          tags: ['account'],
          summary: 'Envía el código de activación (misma respuesta exista o no la cuenta)',
          body: emailBody,
          response: { 200: messageResponse },
        },
      },
      async (request, reply) => {
        const userId = (await findUserByEmail(ctx.db, request.body.email))?.id ?? null;
        await idempotent(ctx, request, { scope: 'otp/activate', userId }, () =>
          withRetryAfter(reply, () => requestActivationCode(ctx, request.body.email)),
        );
        return { message: SENT_IF_REGISTERED };
      },
    );

    app.post(
      '/otp/send-otp-email-to-reset-password',
      {
        onRequest: sendLimit,
        schema: {
          tags: ['account'],
          summary: 'Envía el enlace para crear una nueva contraseña (misma respuesta exista o no la cuenta)',
          body: emailBody,
          response: { 200: messageResponse },
        },
      },
      async (request, reply) => {
        const userId = (await findUserByEmail(ctx.db, request.body.email))?.id ?? null;
        await idempotent(ctx, request, { scope: 'otp/reset-password', userId }, () =>
          withRetryAfter(reply, () => requestPasswordReset(ctx, request.body.email)),
        );
        return { message: SENT_IF_REGISTERED };
      },
    );

    app.post(
      '/otp/validate-otp',
      {
        onRequest: validateLimit,
        schema: {
          tags: ['account'],
          summary: 'Valida un código de activación o recuperación y entrega un token temporal',
          body: validateOtpBody,
          response: {
            200: validateOtpResponse,
          },
        },
      },
      async (request) => {
        const { token, expiresAt } = await validateOtp(ctx, request.body.email, request.body.code);
        return { temporal_token: token, token_type: 'Bearer' as const, expires_at: expiresAt };
      },
    );

    app.post(
      '/auth/modify-password',
      {
        // The temporal token of a code or a session token: the service tells them apart.
        onRequest: [validateLimit, requireBearer],
        schema: {
          tags: ['account'],
          summary: 'Cambia la contraseña con el token temporal o con el de un inicio de sesión reciente',
          security: [{ bearerAuth: [] }],
          body: modifyPasswordBody,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await modifyPassword(ctx, bearerToken(request), request.body.new_password);
        return { message: PASSWORD_CHANGED_MESSAGE };
      },
    );

    app.post(
      '/otp/send-otp-email-to-change-email',
      {
        onRequest: [sendLimit, onRequest],
        schema: {
          tags: ['account'],
          summary: 'Envía al nuevo correo el código para cambiarlo',
          security: [{ bearerAuth: [] }],
          body: changeEmailCodeBody,
          response: { 200: messageResponse },
        },
      },
      async (request, reply) => {
        await idempotent(ctx, request, { scope: 'otp/change-email', userId: authOf(request).user.id }, () =>
          withRetryAfter(reply, () =>
            requestEmailChangeCode(ctx, authOf(request).user, request.body.user_id, request.body.email),
          ),
        );
        return { message: VERIFICATION_CODE_SENT_MESSAGE };
      },
    );

    app.post(
      '/auth/verify-current-password',
      {
        onRequest: [validateLimit, onRequest],
        schema: {
          tags: ['account'],
          summary: 'Confirma la contraseña actual y entrega un token reciente para cambiarla (Mi perfil)',
          security: [{ bearerAuth: [] }],
          body: verifyCurrentPasswordBody,
          response: { 200: verifyCurrentPasswordResponse },
        },
      },
      async (request) => {
        const { token, expiresAt } = await verifyCurrentPassword(ctx, authOf(request).user, request.body.current_password);
        return { access_token: token, token_type: 'Bearer' as const, expires_at: expiresAt };
      },
    );

    app.post(
      '/auth/modify-user-email',
      {
        onRequest: [validateLimit, onRequest],
        schema: {
          tags: ['account'],
          summary: 'Cambia el correo con el código enviado a la nueva dirección; cierra todas las sesiones',
          security: [{ bearerAuth: [] }],
          body: modifyEmailBody,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await changeEmail(ctx, authOf(request).user, request.body.email, request.body.code);
        return { message: EMAIL_CHANGED_MESSAGE };
      },
    );

    app.post(
      '/auth/modify-user-data',
      {
        onRequest,
        schema: {
          tags: ['account'],
          summary: 'Cambia el nombre y los apellidos',
          security: [{ bearerAuth: [] }],
          body: modifyUserDataBody,
          response: { 200: userResponse },
        },
      },
      async (request) => {
        const user = await updateProfileData(ctx, authOf(request).user, {
          name: request.body.name,
          lastName: request.body.last_name,
        });
        return { user: toUserDto(user) };
      },
    );

    app.post(
      '/auth/modify-image-profile',
      {
        onRequest,
        schema: {
          tags: ['account'],
          summary: 'Cambia la imagen de perfil (multipart, un archivo PNG de hasta 2 MB)',
          security: [{ bearerAuth: [] }],
          consumes: ['multipart/form-data'],
          response: { 200: userResponse },
        },
      },
      async (request) => {
        const missing = () => ValidationError.field(AVATAR_FILE_FIELD, fieldRequiredMessage('imagen'));
        if (!request.isMultipart()) throw missing();
        const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
        if (!file) throw missing();
        let buffer: Buffer;
        try {
          buffer = await file.toBuffer();
        } catch (error) {
          if (isFileTooLarge(error))
            throw new AppError(413, AVATAR_TOO_LARGE_MESSAGE, { [AVATAR_FILE_FIELD]: [AVATAR_TOO_LARGE_MESSAGE] });
          throw error;
        }
        if (buffer.length === 0) throw missing();
        const user = await replaceAvatar(ctx, authOf(request).user, { buffer, filename: file.filename });
        return { user: toUserDto(user) };
      },
    );

    app.get(
      '/files/avatars/:name',
      {
        schema: {
          tags: ['account'],
          summary: 'Imagen de perfil subida (nombre aleatorio no adivinable)',
          params: avatarFileParams,
        },
      },
      async (request, reply) => {
        const file = await avatarFilePath(ctx, request.params.name);
        const stat = await fs.stat(file.path).catch(() => null);
        if (!stat?.isFile()) throw new NotFoundError();
        return reply
          .type('image/png')
          .header('Content-Length', String(stat.size))
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Content-Disposition', 'inline')
          .send(createReadStream(file.path));
      },
    );
  };
}

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}
