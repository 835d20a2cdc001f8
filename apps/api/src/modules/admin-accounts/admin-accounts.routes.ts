import {
  adminBrandParams,
  adminBrandResponse,
  adminBrandRestoreResponse,
  adminBrandsQuery,
  adminBrandsResponse,
  adminChannelResponse,
  adminChannelRestoreResponse,
  adminChannelsResponse,
  adminClientResponse,
  adminClientRestoreResponse,
  adminClientsResponse,
  adminCompaniesResponse,
  adminCompanyResponse,
  adminIdParams,
  adminNamedListQuery,
  adminPageQuery,
  adminUserActionResponse,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  companyCreateBody,
  companyUpdateBody,
  namedBody,
  USER_MESSAGES,
  userCreateBody,
  userUpdateBody,
} from '@cotizador/contracts/admin-accounts';
import { errorResponse, messageResponse, validationErrorResponse } from '@cotizador/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { formFields } from '../../plugins/form-fields.ts';
import { ResendTooSoonError } from '../account/otp.service.ts';
import {
  activate,
  changeBrand,
  changeChannel,
  changeClient,
  changeCompany,
  changeUser,
  createBrand,
  createChannel,
  createClient,
  createCompany,
  deactivate,
  getAdminClient,
  getAdminCompany,
  getAdminUser,
  inviteUser,
  listAdminChannels,
  listAdminClients,
  listAdminCompanies,
  listAdminUsers,
  listClientBrands,
  removeBrand,
  removeChannel,
  removeClient,
  removeCompany,
  resendInvitation,
  restoreBrand,
  restoreChannel,
  restoreClient,
} from './admin-accounts.service.ts';

// Companies, users, clients with brands, channels (issue 15, DESIGN.md §9): admin token only
// (operators 403, no token 401 before any 422). REST: GET list, POST → 201, PATCH /{id}, DELETE /{id},
// domain actions as POST /{id}/{verb}.
export function adminAccountsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Create and PATCH bodies arrive as JSON or as multipart text fields (plugins/form-fields.ts).
    const companyForm = formFields(['percentage_indirect_expenses']);
    const userForm = formFields(['company_id']);
    const textForm = formFields();
    app.addHook('onRequest', requireAdmin(ctx));
    // The resend brake's 429 says when to try again.
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof ResendTooSoonError) reply.header('Retry-After', String(error.retryAfterSeconds));
    });
    const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };
    const errors = { 404: errorResponse, 409: errorResponse, 422: validationErrorResponse };

    // ——— Companies ———
    app.get(
      '/admin/companies',
      {
        schema: {
          ...base,
          summary: 'Empresas (búsqueda por nombre o código, paginadas)',
          querystring: adminPageQuery,
          response: { 200: adminCompaniesResponse },
        },
      },
      async (request) => listAdminCompanies(ctx, request.query),
    );
    app.get(
      '/admin/companies/:id',
      {
        schema: {
          ...base,
          summary: 'Una empresa',
          params: adminIdParams,
          response: { 200: adminCompanyResponse, 404: errorResponse },
        },
      },
      async (request) => ({ company: await getAdminCompany(ctx, request.params.id) }),
    );
    app.post(
      '/admin/companies',
      {
        preValidation: companyForm,
        schema: {
          ...base,
          summary: 'Crea una empresa (código único en minúsculas)',
          body: companyCreateBody,
          response: { 201: adminCompanyResponse, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send({ company: await createCompany(ctx, authOf(request), request.body) }),
    );
    app.patch(
      '/admin/companies/:id',
      {
        preValidation: companyForm,
        schema: {
          ...base,
          summary: 'Cambia nombre, código o porcentaje de gastos indirectos',
          params: adminIdParams,
          body: companyUpdateBody,
          response: { 200: adminCompanyResponse, ...errors },
        },
      },
      async (request) => ({ company: await changeCompany(ctx, authOf(request), request.params.id, request.body) }),
    );
    app.delete(
      '/admin/companies/:id',
      {
        schema: {
          ...base,
          summary: 'Elimina una empresa sin usuarios',
          params: adminIdParams,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => removeCompany(ctx, authOf(request), request.params.id),
    );

    // ——— Users ———
    app.get(
      '/admin/users',
      {
        schema: {
          ...base,
          summary: 'Usuarios (búsqueda por nombre o correo; filtros de empresa, rol y estado)',
          querystring: adminUsersQuery,
          response: { 200: adminUsersResponse },
        },
      },
      async (request) => listAdminUsers(ctx, request.query),
    );
    app.get(
      '/admin/users/:id',
      {
        schema: {
          ...base,
          summary: 'Un usuario',
          params: adminIdParams,
          response: { 200: adminUserResponse, 404: errorResponse },
        },
      },
      async (request) => ({ user: await getAdminUser(ctx, request.params.id) }),
    );
    app.post(
      '/admin/users',
      {
        preValidation: userForm,
        schema: {
          ...base,
          summary: 'Invita a un usuario: cuenta inactiva y correo con el código de activación',
          body: userCreateBody,
          response: { 201: adminUserResponse, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send({ user: await inviteUser(ctx, authOf(request), request.body) }),
    );
    app.patch(
      '/admin/users/:id',
      {
        preValidation: userForm,
        schema: {
          ...base,
          summary: 'Cambia nombre, apellidos, empresa o rol',
          params: adminIdParams,
          body: userUpdateBody,
          response: { 200: adminUserResponse, ...errors },
        },
      },
      async (request) => ({ user: await changeUser(ctx, authOf(request), request.params.id, request.body) }),
    );
    app.post(
      '/admin/users/:id/deactivate',
      {
        schema: {
          ...base,
          summary: 'Desactiva la cuenta: cierra todas sus sesiones y rechaza su inicio de sesión',
          params: adminIdParams,
          response: { 200: adminUserActionResponse, ...errors },
        },
      },
      async (request) => ({ message: 'Usuario desactivado.', user: await deactivate(ctx, authOf(request), request.params.id) }),
    );
    app.post(
      '/admin/users/:id/activate',
      {
        schema: {
          ...base,
          summary: 'Reactiva una cuenta desactivada',
          params: adminIdParams,
          response: { 200: adminUserActionResponse, ...errors },
        },
      },
      async (request) => ({ message: 'Usuario activado.', user: await activate(ctx, authOf(request), request.params.id) }),
    );
    app.post(
      '/admin/users/:id/resend-invitation',
      {
        schema: {
          ...base,
          summary: 'Reenviar invitación: un código nuevo (no antes de 60 s del anterior)',
          params: adminIdParams,
          response: { 200: adminUserActionResponse, 429: errorResponse, ...errors },
        },
      },
      async (request) => ({
        message: USER_MESSAGES.invitationSent,
        user: await resendInvitation(ctx, authOf(request), request.params.id),
      }),
    );

    // ——— Clients and brands ———
    app.get(
      '/admin/clients',
      {
        schema: {
          ...base,
          summary: 'Clientes con sus marcas (búsqueda por nombre, paginados; removed=true: los eliminados)',
          querystring: adminNamedListQuery,
          response: { 200: adminClientsResponse },
        },
      },
      async (request) => listAdminClients(ctx, request.query),
    );
    app.get(
      '/admin/clients/:id',
      {
        schema: {
          ...base,
          summary: 'Un cliente con sus marcas',
          params: adminIdParams,
          response: { 200: adminClientResponse, 404: errorResponse },
        },
      },
      async (request) => ({ client: await getAdminClient(ctx, request.params.id) }),
    );
    app.post(
      '/admin/clients',
      {
        preValidation: textForm,
        schema: { ...base, summary: 'Crea un cliente', body: namedBody, response: { 201: adminClientResponse, ...errors } },
      },
      async (request, reply) => reply.status(201).send({ client: await createClient(ctx, authOf(request), request.body.name) }),
    );
    app.patch(
      '/admin/clients/:id',
      {
        preValidation: textForm,
        schema: {
          ...base,
          summary: 'Cambia el nombre de un cliente',
          params: adminIdParams,
          body: namedBody.partial(),
          response: { 200: adminClientResponse, ...errors },
        },
      },
      async (request) => ({ client: await changeClient(ctx, authOf(request), request.params.id, request.body.name) }),
    );
    app.delete(
      '/admin/clients/:id',
      {
        schema: {
          ...base,
          summary: 'Quita un cliente y sus marcas de las cotizaciones nuevas',
          params: adminIdParams,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => removeClient(ctx, authOf(request), request.params.id),
    );
    app.post(
      '/admin/clients/:id/restore',
      {
        schema: {
          ...base,
          summary: 'Restaura un cliente eliminado con las marcas que se eliminaron con él',
          params: adminIdParams,
          response: { 200: adminClientRestoreResponse, 404: errorResponse, 409: errorResponse },
        },
      },
      async (request) => restoreClient(ctx, authOf(request), request.params.id),
    );
    app.get(
      '/admin/clients/:id/brands',
      {
        schema: {
          ...base,
          summary: 'Marcas de un cliente (removed=true: las eliminadas por separado)',
          params: adminIdParams,
          querystring: adminBrandsQuery,
          response: { 200: adminBrandsResponse, 404: errorResponse },
        },
      },
      async (request) => ({ brands: await listClientBrands(ctx, request.params.id, request.query.removed) }),
    );
    app.post(
      '/admin/clients/:id/brands',
      {
        preValidation: textForm,
        schema: {
          ...base,
          summary: 'Crea una marca del cliente',
          params: adminIdParams,
          body: namedBody,
          response: { 201: adminBrandResponse, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ brand: await createBrand(ctx, authOf(request), request.params.id, request.body.name) }),
    );
    app.patch(
      '/admin/clients/:id/brands/:brandId',
      {
        preValidation: textForm,
        schema: {
          ...base,
          summary: 'Cambia el nombre de una marca',
          params: adminBrandParams,
          body: namedBody.partial(),
          response: { 200: adminBrandResponse, ...errors },
        },
      },
      async (request) => ({
        brand: await changeBrand(ctx, authOf(request), request.params.id, request.params.brandId, request.body.name),
      }),
    );
    app.delete(
      '/admin/clients/:id/brands/:brandId',
      {
        schema: {
          ...base,
          summary: 'Quita una marca de las cotizaciones nuevas',
          params: adminBrandParams,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => removeBrand(ctx, authOf(request), request.params.id, request.params.brandId),
    );
    app.post(
      '/admin/clients/:id/brands/:brandId/restore',
      {
        schema: {
          ...base,
          summary: 'Restaura una marca eliminada de un cliente activo',
          params: adminBrandParams,
          response: { 200: adminBrandRestoreResponse, 404: errorResponse, 409: errorResponse },
        },
      },
      async (request) => restoreBrand(ctx, authOf(request), request.params.id, request.params.brandId),
    );

    // ——— Channels ———
    app.get(
      '/admin/channels',
      {
        schema: {
          ...base,
          summary: 'Canales de venta (búsqueda por nombre, paginados; removed=true: los eliminados)',
          querystring: adminNamedListQuery,
          response: { 200: adminChannelsResponse },
        },
      },
      async (request) => listAdminChannels(ctx, request.query),
    );
    app.post(
      '/admin/channels',
      {
        preValidation: textForm,
        schema: {
          ...base,
          summary: 'Crea un canal de venta',
          body: namedBody,
          response: { 201: adminChannelResponse, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send({ channel: await createChannel(ctx, authOf(request), request.body.name) }),
    );
    app.patch(
      '/admin/channels/:id',
      {
        preValidation: textForm,
        schema: {
          ...base,
          summary: 'Cambia el nombre de un canal',
          params: adminIdParams,
          body: namedBody.partial(),
          response: { 200: adminChannelResponse, ...errors },
        },
      },
      async (request) => ({ channel: await changeChannel(ctx, authOf(request), request.params.id, request.body.name) }),
    );
    app.delete(
      '/admin/channels/:id',
      {
        schema: {
          ...base,
          summary: 'Quita un canal de las cotizaciones nuevas (las anteriores lo conservan)',
          params: adminIdParams,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => removeChannel(ctx, authOf(request), request.params.id),
    );
    app.post(
      '/admin/channels/:id/restore',
      {
        schema: {
          ...base,
          summary: 'Restaura un canal eliminado (vuelve a las cotizaciones nuevas)',
          params: adminIdParams,
          response: { 200: adminChannelRestoreResponse, 404: errorResponse, 409: errorResponse },
        },
      },
      async (request) => restoreChannel(ctx, authOf(request), request.params.id),
    );
  };
}
