import { Title, type TitleProps } from '@mantine/core';
import { useRouteTitle } from '@/lib/route-title';

/** The screen heading: the route's title from the route table, so both always agree. */
export function PageTitle(props: Omit<TitleProps, 'children'>) {
  const title = useRouteTitle();
  return (
    <Title order={1} fz={{ base: 26, sm: 32 }} {...props}>
      {title}
    </Title>
  );
}
