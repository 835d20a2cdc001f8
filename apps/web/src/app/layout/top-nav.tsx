import { Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { MAIN_NAV_LINKS } from '@/config/links';
import { paths } from '@/config/paths';
import { CartButton } from '@/features/cart/components/cart-button';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useDeferredComponent } from '@/hooks/use-deferred-component';
import { isDirectQuoteCompany } from '@/lib/user';
import { useSessionStore } from '@/stores/session-store';
import classes from './layout.module.css';
import { useLogout } from './use-logout';
import { UserMenu } from './user-menu';

const loadMobileNav = () => import('./mobile-nav').then((m) => m.MobileNav);

/** SPEC §2 top navigation: Inicio, Catálogo, Mis cotizaciones, bell, cart (not for cpa), user menu. */
export function TopNav() {
  const [drawerOpened, drawer] = useDisclosure(false);
  // The phone's drawer (Mantine's Drawer) loads when the burger is about to be used.
  const mobileNav = useDeferredComponent(loadMobileNav);
  const toggleDrawer = () => mobileNav.whenShown(drawerOpened ? drawer.close : drawer.open);
  const company = useSessionStore((state) => state.company);
  const logout = useLogout();
  const handleLogout = () => logout.mutate();

  return (
    <header className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="lg" wrap="nowrap">
            <Burger
              hiddenFrom="md"
              size="sm"
              opened={drawerOpened}
              onClick={toggleDrawer}
              onPointerEnter={mobileNav.prefetch}
              onTouchStart={mobileNav.prefetch}
              onFocus={mobileNav.prefetch}
              aria-label={drawerOpened ? 'Cerrar menú' : 'Abrir menú'}
            />
            <Link to={paths.home.href()} className={classes.logoLink}>
              <Logo height={34} />
            </Link>
            <Group component="nav" aria-label="Principal" gap={4} wrap="nowrap" visibleFrom="md">
              {MAIN_NAV_LINKS.map((link) => (
                <NavLink key={link.href} to={link.href} end={link.end} className={classes.navLink}>
                  {link.label}
                </NavLink>
              ))}
            </Group>
          </Group>
          <Group gap={6} wrap="nowrap">
            <NotificationBell />
            {!isDirectQuoteCompany(company) && <CartButton />}
            <Group visibleFrom="md" ml={6}>
              <UserMenu onLogout={handleLogout} />
            </Group>
          </Group>
        </Group>
      </Container>
      {mobileNav.Component && <mobileNav.Component opened={drawerOpened} onClose={drawer.close} onLogout={handleLogout} />}
    </header>
  );
}
