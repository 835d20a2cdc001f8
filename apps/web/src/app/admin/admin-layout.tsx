// The admin screens load Mantine's styles component by component: the operator's set, then the
// admin's own (admin-styles.ts; app/layout/mantine-styles.test.ts); not the whole styles.css (issue 18).
import '../layout/app-layout';
import './admin-styles';
import { AppShell, Badge, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { type AdminNavLink, visibleAdminNavGroups } from '@/config/admin-nav';
import { adminPaths } from '@/config/admin-paths';
import { AdminNotificationBell } from '@/features/admin-notifications/components/admin-notification-bell';
import { selectIsAdminSignedIn, useAdminSessionStore } from '@/stores/admin-session-store';
import classes from './admin-layout.module.css';
import { AdminRealtimeBridge } from './admin-realtime-bridge';
import { AdminUserMenu } from './admin-user-menu';
import { useAdminLogout } from './use-admin-logout';

function isActive(link: AdminNavLink, pathname: string): boolean {
  if (link.end ? pathname === link.href : pathname.startsWith(link.href)) return true;
  return (link.activeOn ?? []).some((prefix) => pathname.startsWith(prefix));
}

function AdminNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      {visibleAdminNavGroups().map((group) => (
        <div key={group.id}>
          <div id={`admin-nav-${group.id}`} className={classes.groupLabel}>
            {group.label}
          </div>
          <ul className={classes.navList} aria-labelledby={`admin-nav-${group.id}`}>
            {group.links.map((link) => {
              const active = isActive(link, pathname);
              return (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className={classes.navLink}
                    data-active={active || undefined}
                    aria-current={active ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </>
  );
}

/** The admin desk's frame: header (brand, bell, user menu) and the grouped navigation. */
export function AdminLayout() {
  const signedIn = useAdminSessionStore(selectIsAdminSignedIn);
  const [opened, drawer] = useDisclosure(false);
  const logout = useAdminLogout();
  const queryClient = useQueryClient();

  // Without an admin session nothing of the last admin stays in memory.
  useEffect(() => {
    if (!signedIn) queryClient.removeQueries({ queryKey: ['admin'] });
  }, [signedIn, queryClient]);

  if (!signedIn) return <Navigate to={adminPaths.login.href()} replace />;

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}>
      <a href="#contenido" className={classes.skipLink}>
        Saltar al contenido
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={opened}
              onClick={drawer.toggle}
              aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
            />
            <Link to={adminPaths.inbox.href()} className={classes.brand}>
              <Logo height={30} />
              <Badge variant="filled" color="brand.7" visibleFrom="xs" style={{ flexShrink: 0, overflow: 'visible' }}>
                Admin
              </Badge>
            </Link>
          </Group>
          <Group gap={6} wrap="nowrap">
            <AdminNotificationBell />
            <AdminUserMenu onLogout={() => logout.mutate()} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label="Administración">
        {/* The browser's own scrolling: Mantine's ScrollArea measured the (often hidden) navigation
            after every render, a forced style recalculation on the desk's first screen (issue 18). */}
        <AppShell.Section grow className={classes.navScroll}>
          <AdminNav onNavigate={drawer.close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="contenido" tabIndex={-1} className={classes.main}>
        <AdminRealtimeBridge />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
