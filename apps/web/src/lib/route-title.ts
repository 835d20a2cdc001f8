import { useMatches } from 'react-router';

/** What each route of the route table carries in its `handle`. */
export type RouteHandle = { title: string };

function hasTitle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';
}

/** The title of the deepest matched route (the route table is the only place titles live). */
export function useRouteTitle(): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (hasTitle(handle)) return handle.title;
  }
  return null;
}
