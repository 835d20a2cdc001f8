import { paths } from '@/config/paths';

// Link labels shown in more than one place (top navigation, drawer, footer, guest screens).

export const MAIN_NAV_LINKS = [
  { label: 'Inicio', href: paths.home.href(), end: true },
  { label: 'Catálogo', href: paths.catalogue.href(), end: false },
  { label: 'Mis cotizaciones', href: paths.quotations.href(), end: false },
] as const;

export const USER_MENU_LABELS = {
  profile: 'Mi perfil',
  favorites: 'Mis favoritos',
  logout: 'Cerrar sesión',
} as const;

export const CONTACT_LINK = { label: 'Contacto', href: paths.contact.href() } as const;

export const LEGAL_LINKS = [
  { label: 'Aviso de privacidad', href: paths.privacity.href() },
  { label: 'Términos y condiciones', href: paths.conditions.href() },
] as const;

/** The sign-in button of the login form and the public header. */
export const SIGN_IN_LABEL = 'Ingresar';
