import { PagePlaceholder } from '@/components/page-placeholder';

/** SPEC §2 Favourites — later work builds this screen. */
export function FavoritesPage() {
  return <PagePlaceholder />;
}
