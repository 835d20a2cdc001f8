// Every path of the app in one place (SPEC §2 route table). Patterns for the router, hrefs for links.

export const paths = {
  home: { pattern: '/', href: () => '/' },
  login: { pattern: '/login', href: () => '/login' },
  recovery: { pattern: '/recovery', href: () => '/recovery' },
  resetPassword: {
    pattern: '/reset-password/:email/:otp',
    href: (email: string, otp: string) => `/reset-password/${encodeURIComponent(email)}/${encodeURIComponent(otp)}`,
  },
  activate: { pattern: '/activate', href: () => '/activate' },
  otp: { pattern: '/otp/:email', href: (email: string) => `/otp/${encodeURIComponent(email)}` },
  conditions: { pattern: '/conditions', href: () => '/conditions' },
  privacity: { pattern: '/privacity', href: () => '/privacity' },
  contact: { pattern: '/contact', href: () => '/contact' },
  help: { pattern: '/help', href: () => '/help' },
  catalogue: {
    pattern: '/catalogue/:categoryId?',
    href: (categoryId?: number) => (categoryId === undefined ? '/catalogue' : `/catalogue/${categoryId}`),
  },
  quotations: { pattern: '/quotations', href: () => '/quotations' },
  product: {
    pattern: '/products/:id',
    href: (id: number, quotationId?: number) =>
      quotationId === undefined ? `/products/${id}` : `/products/${id}?quotationId=${quotationId}`,
  },
  profile: { pattern: '/my-profile', href: () => '/my-profile' },
  favorites: { pattern: '/favorites', href: () => '/favorites' },
  cart: { pattern: '/cart', href: () => '/cart' },
  quotation: { pattern: '/quotation/:id', href: (id: number) => `/quotation/${id}` },
} as const;
