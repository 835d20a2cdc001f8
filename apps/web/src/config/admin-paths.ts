// Every path of the admin desk (issue 13). Patterns for the router, hrefs for links.

export const adminPaths = {
  login: { pattern: '/admin/login', href: () => '/admin/login' },
  inbox: { pattern: '/admin', href: () => '/admin' },
  quotation: { pattern: '/admin/quotations/:id', href: (id: number) => `/admin/quotations/${id}` },
  users: { pattern: '/admin/users', href: () => '/admin/users' },
  companies: { pattern: '/admin/companies', href: () => '/admin/companies' },
  clients: { pattern: '/admin/clients', href: () => '/admin/clients' },
  channels: { pattern: '/admin/channels', href: () => '/admin/channels' },
  content: { pattern: '/admin/content', href: () => '/admin/content' },

  catalogue: { pattern: '/admin/catalogue', href: () => '/admin/catalogue' },
  /** `/admin/catalogue/products/new` opens an empty editor. */
  product: { pattern: '/admin/catalogue/products/:id', href: (id: number | 'new') => `/admin/catalogue/products/${id}` },
  catalogueTaxonomies: { pattern: '/admin/catalogue/taxonomies', href: () => '/admin/catalogue/taxonomies' },
  catalogueImport: { pattern: '/admin/catalogue/import', href: () => '/admin/catalogue/import' },
} as const;
