import { adminPaths } from './admin-paths';

// The admin desk's navigation (issue 13): four groups in this order. A screen appears here once it
// exists: add its entry to its group (and its route to ADMIN_ROUTE_TABLE in app/admin/admin-routes.tsx). A group
// without entries is not shown.

export type AdminNavLink = {
  label: string;
  href: string;
  /** Active only on this exact path (not on the paths below it). */
  end?: boolean;
  /** Other paths that belong to this entry (a quotation belongs to the inbox). */
  activeOn?: readonly string[];
};

export type AdminNavGroup = {
  id: 'quotations' | 'catalogue' | 'accounts' | 'content';
  label: string;
  links: readonly AdminNavLink[];
};

export const ADMIN_NAV_GROUPS: readonly AdminNavGroup[] = [
  {
    id: 'quotations',
    label: 'Cotizaciones',
    links: [{ label: 'Bandeja de cotizaciones', href: adminPaths.inbox.href(), end: true, activeOn: ['/admin/quotations/'] }],
  },
  {
    id: 'catalogue',
    label: 'Catálogo',
    links: [
      { label: 'Productos', href: adminPaths.catalogue.href(), end: true, activeOn: ['/admin/catalogue/products/'] },
      { label: 'Clasificaciones', href: adminPaths.catalogueTaxonomies.href() },
      { label: 'Importar y exportar', href: adminPaths.catalogueImport.href() },
    ],
  },
  {
    id: 'accounts',
    label: 'Usuarios y empresas',
    links: [
      { label: 'Usuarios', href: adminPaths.users.href() },
      { label: 'Empresas', href: adminPaths.companies.href() },
      { label: 'Clientes y marcas', href: adminPaths.clients.href() },
      { label: 'Canales de venta', href: adminPaths.channels.href() },
    ],
  },
  { id: 'content', label: 'Contenido', links: [{ label: 'Sliders y banners', href: adminPaths.content.href() }] },
];

/** The groups to show: those with at least one screen. */
export function visibleAdminNavGroups(groups: readonly AdminNavGroup[] = ADMIN_NAV_GROUPS): AdminNavGroup[] {
  return groups.filter((group) => group.links.length > 0);
}

export const ADMIN_APP_SUFFIX = 'Admin';
