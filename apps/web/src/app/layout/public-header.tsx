import { Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { SIGN_IN_LABEL } from '@/config/links';
import { paths } from '@/config/paths';
import classes from './layout.module.css';

/** The header of the public pages (terms, privacy) for a visitor who has not signed in. */
export function PublicHeader() {
  return (
    <header className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to={paths.login.href()} className={classes.logoLink}>
            <Logo height={34} />
          </Link>
          <Button component={Link} to={paths.login.href()} variant="light">
            {SIGN_IN_LABEL}
          </Button>
        </Group>
      </Container>
    </header>
  );
}
