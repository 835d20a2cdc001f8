import { isValidEmail } from '@cotizador/domain/validation';
import { z } from 'zod';
import { idSchema, MAX_ID } from './ids.ts';

// Accounts for admins (issue 15, DESIGN.md §9, decision 026): companies, users, clients with their
// brands, channels, and the audit log of every admin change. Paths under /api/admin are ours; every
// list is `GET` with paging and `search`, `POST` creates (201 with the object), `PATCH /{id}`
// changes part of it, domain actions are `POST /{id}/{verb}`.

// ——— Paging shared by every admin list ———

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;

export const adminPageQuery = z.object({
  page: z.coerce
    .number({ error: 'El campo página debe ser un número.' })
    .int('El campo página debe ser un número entero.')
    .min(1, 'El campo página debe ser al menos 1.')
    .max(100_000, 'El campo página es demasiado grande.')
    .default(1),
  per_page: z.coerce
    .number({ error: 'El campo tamaño debe ser un número.' })
    .int('El campo tamaño debe ser un número entero.')
    .refine(
      (v) => (ADMIN_PAGE_SIZES as readonly number[]).includes(v),
      `El campo tamaño debe ser ${ADMIN_PAGE_SIZES.join(', ')}.`,
    )
    .default(ADMIN_DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200, 'La búsqueda no debe exceder 200 caracteres.').optional(),
});
export type AdminPageQuery = z.input<typeof adminPageQuery>;

/** A page of rows, numbered like the admin inbox (from/to are 1-based; null on an empty page). */
export function adminPage<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    current_page: z.number(),
    last_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    from: z.number().nullable(),
    to: z.number().nullable(),
  });
}

export const adminIdParams = z.object({ id: idSchema('El identificador no es válido.') });
export const adminBrandParams = adminIdParams.extend({ brandId: idSchema('El identificador no es válido.') });

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `El campo ${label} es requerido.` })
    .trim()
    .min(1, `El campo ${label} es requerido.`)
    .max(max, `El campo ${label} no debe exceder ${max} caracteres.`);

// ——— Companies ———

/** The company whose operators save quotations directly with client, brand and channel (SPEC §4). */
export const CPA_COMPANY_CODE = 'cpa';
export const COMPANY_CODE_PATTERN = /^[a-z0-9-]{2,40}$/;

export const COMPANY_MESSAGES = {
  codeFormat: 'El código debe tener de 2 a 40 letras minúsculas, números o guiones, sin espacios ni acentos.',
  codeTaken: 'Ya existe una empresa con ese código.',
  cpaCode: 'El código cpa identifica a la empresa que guarda cotizaciones directas y no se puede cambiar.',
  cpaDelete: 'La empresa cpa no se puede eliminar.',
  hasUsers: 'No se puede eliminar la empresa porque tiene usuarios. Cambia a sus usuarios de empresa primero.',
  percentage: 'El porcentaje de gastos indirectos debe estar entre 0 y 99.99.',
  percentageDecimals: 'El porcentaje de gastos indirectos admite a lo más 2 decimales.',
  deleted: 'Empresa eliminada.',
} as const;

const companyCode = z
  .string({ error: 'El campo código es requerido.' })
  .trim()
  .toLowerCase()
  .min(1, 'El campo código es requerido.')
  .regex(COMPANY_CODE_PATTERN, COMPANY_MESSAGES.codeFormat);

const percentage = z
  .number({ error: 'El campo porcentaje de gastos indirectos debe ser un número.' })
  .min(0, COMPANY_MESSAGES.percentage)
  .max(99.99, COMPANY_MESSAGES.percentage)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, COMPANY_MESSAGES.percentageDecimals);

export const companyCreateBody = z.object({
  name: requiredText('nombre', 120),
  code: companyCode,
  percentage_indirect_expenses: percentage,
});
export type CompanyCreateBody = z.input<typeof companyCreateBody>;
export const companyUpdateBody = companyCreateBody.partial();
export type CompanyUpdateBody = z.input<typeof companyUpdateBody>;

export const adminCompanySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  percentage_indirect_expenses: z.number().nullable(),
  users_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;
export const adminCompanyResponse = z.object({ company: adminCompanySchema });
export const adminCompaniesResponse = adminPage(adminCompanySchema);
export type AdminCompaniesResponse = z.infer<typeof adminCompaniesResponse>;

// ——— Users ———

export const ADMIN_USER_ROLES = ['SALES_OPERATOR', 'ADMIN'] as const;
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number];
/** active; pending = invited, never activated; inactive = deactivated by an admin. */
export const ADMIN_USER_STATES = ['active', 'pending', 'inactive'] as const;
export type AdminUserState = (typeof ADMIN_USER_STATES)[number];

export const USER_MESSAGES = {
  emailTaken: 'Ya existe un usuario con ese correo.',
  emailInvalid: 'El correo electrónico no es válido.',
  companyRequired: 'Un vendedor necesita una empresa.',
  companyMissing: 'La empresa seleccionada no existe.',
  role: 'El rol seleccionado no es válido.',
  selfDeactivate: 'No puedes desactivar tu propia cuenta.',
  selfDemote: 'No puedes quitarte el rol de administrador.',
  lastAdmin: 'Debe quedar al menos un administrador activo.',
  pendingDeactivate: 'La cuenta aún no se ha activado; no hay sesiones que cerrar.',
  pendingActivate: 'La cuenta aún no se ha activado: reenvía la invitación para que el usuario la active.',
  notPending: 'La cuenta ya fue activada; solo se reenvía la invitación a cuentas pendientes.',
  invitationSent: 'Invitación enviada.',
} as const;

const optionalId = (label: string) =>
  z
    .number({ error: `El campo ${label} no es válido.` })
    .int(`El campo ${label} no es válido.`)
    .positive(`El campo ${label} no es válido.`)
    .max(MAX_ID, `El campo ${label} no es válido.`)
    .nullable();

export const userCreateBody = z.object({
  name: requiredText('nombre', 200),
  last_name: requiredText('apellidos', 200),
  email: z
    .string({ error: 'El campo correo es requerido.' })
    .trim()
    .toLowerCase()
    .min(1, 'El campo correo es requerido.')
    .max(200, 'El campo correo no debe exceder 200 caracteres.')
    .refine(isValidEmail, USER_MESSAGES.emailInvalid),
  company_id: optionalId('empresa').optional(),
  role: z.enum(ADMIN_USER_ROLES, { error: USER_MESSAGES.role }),
});
export type UserCreateBody = z.input<typeof userCreateBody>;
/** PATCH /admin/users/{id}: the e-mail changes only through the user's own verified flow. */
export const userUpdateBody = userCreateBody.omit({ email: true }).partial();
export type UserUpdateBody = z.input<typeof userUpdateBody>;

export const adminUsersQuery = adminPageQuery.extend({
  company_id: idSchema('La empresa no es válida.').optional(),
  role: z.enum(ADMIN_USER_ROLES, { error: USER_MESSAGES.role }).optional(),
  state: z.enum(ADMIN_USER_STATES, { error: 'El estado seleccionado no es válido.' }).optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_USER_ROLES),
  active: z.boolean(),
  state: z.enum(ADMIN_USER_STATES),
  company: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserResponse = z.object({ user: adminUserSchema });
export const adminUsersResponse = adminPage(adminUserSchema);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;
export const adminUserActionResponse = z.object({ message: z.string(), user: adminUserSchema });

// ——— Clients, brands, channels ———

export const NAMED_MESSAGES = {
  clientTaken: 'Ya existe un cliente con ese nombre.',
  brandTaken: 'Este cliente ya tiene una marca con ese nombre.',
  channelTaken: 'Ya existe un canal con ese nombre.',
  clientDeleted: 'Cliente eliminado. Las cotizaciones que ya lo usan no cambian.',
  brandDeleted: 'Marca eliminada. Las cotizaciones que ya la usan no cambian.',
  channelDeleted: 'Canal eliminado. Las cotizaciones que ya lo usan no cambian.',
  clientRestored: 'Cliente restaurado con las marcas que se eliminaron con él.',
  clientNotRemoved: 'El cliente no existe o no está eliminado.',
  clientNameLive: 'Ya existe un cliente activo con ese nombre: cambia su nombre antes de restaurar este.',
  brandRestored: 'Marca restaurada: vuelve a aparecer en las cotizaciones nuevas.',
  brandNotRemoved: 'La marca no existe o no está eliminada.',
  brandNameLive: 'Este cliente ya tiene una marca activa con ese nombre: cambia su nombre antes de restaurar esta.',
  channelRestored: 'Canal restaurado: vuelve a aparecer en las cotizaciones nuevas.',
  channelNotRemoved: 'El canal no existe o no está eliminado.',
  channelNameLive: 'Ya existe un canal activo con ese nombre: cambia su nombre antes de restaurar este.',
} as const;

/** `?removed=true` lists the removed rows instead of the live ones (to restore them). */
export const adminNamedListQuery = adminPageQuery.extend({
  removed: z
    .enum(['true', 'false'], { error: 'El campo eliminados debe ser true o false.' })
    .optional()
    .transform((v) => v === 'true'),
});
export type AdminNamedListQuery = z.input<typeof adminNamedListQuery>;

export const namedBody = z.object({ name: requiredText('nombre', 120) });
export type NamedBody = z.input<typeof namedBody>;

export const adminBrandSchema = z.object({ id: z.number(), name: z.string(), client_id: z.number() });
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const adminClientSchema = z.object({ id: z.number(), name: z.string(), brands: z.array(adminBrandSchema) });
export type AdminClient = z.infer<typeof adminClientSchema>;
export const adminChannelSchema = z.object({ id: z.number(), name: z.string(), quotations_count: z.number() });
export type AdminChannel = z.infer<typeof adminChannelSchema>;

export const adminClientResponse = z.object({ client: adminClientSchema });
export const adminClientsResponse = adminPage(adminClientSchema);
export type AdminClientsResponse = z.infer<typeof adminClientsResponse>;
export const adminBrandResponse = z.object({ brand: adminBrandSchema });
export const adminBrandsResponse = z.object({ brands: z.array(adminBrandSchema) });
/** `?removed=true`: the brands of a live client that were removed on their own. */
export const adminBrandsQuery = z.object({
  removed: z
    .enum(['true', 'false'], { error: 'El campo eliminados debe ser true o false.' })
    .optional()
    .transform((v) => v === 'true'),
});
export const adminBrandRestoreResponse = z.object({ message: z.string(), brand: adminBrandSchema });
export type AdminBrandRestoreResponse = z.infer<typeof adminBrandRestoreResponse>;
export const adminChannelResponse = z.object({ channel: adminChannelSchema });
export const adminChannelsResponse = adminPage(adminChannelSchema);
export type AdminChannelsResponse = z.infer<typeof adminChannelsResponse>;
export const adminClientRestoreResponse = z.object({ message: z.string(), client: adminClientSchema });
export type AdminClientRestoreResponse = z.infer<typeof adminClientRestoreResponse>;
export const adminChannelRestoreResponse = z.object({ message: z.string(), channel: adminChannelSchema });
export type AdminChannelRestoreResponse = z.infer<typeof adminChannelRestoreResponse>;

// ——— Audit log ———

/** `catalogue`: a catalogue import (entity_id null; `after` holds the file, the counts and the SKUs). */
export const AUDIT_ENTITY_TYPES = [
  'company',
  'user',
  'client',
  'brand',
  'channel',
  'slider',
  'banner',
  'product',
  'catalogue',
  // The catalogue's named lists (decision 030).
  'category',
  'product_type',
  'material',
  'color',
  'print_type',
  'product_version',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const adminAuditQuery = adminPageQuery.omit({ search: true }).extend({
  entity_type: z.enum(AUDIT_ENTITY_TYPES, { error: 'El tipo de objeto no es válido.' }).optional(),
  entity_id: idSchema('El identificador no es válido.').optional(),
});
export type AdminAuditQuery = z.input<typeof adminAuditQuery>;

const auditSnapshot = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number(),
  /** Who made the change; null when that account no longer exists. */
  actor: z.object({ id: z.number(), name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  /** create, update, delete, restore, deactivate, activate, invite, resend-invitation, reorder, merge, import. */
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().nullable(),
  before: auditSnapshot,
  after: auditSnapshot,
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const adminAuditResponse = adminPage(auditEntrySchema);
export type AdminAuditResponse = z.infer<typeof adminAuditResponse>;
