import { type ComponentType, useCallback, useRef, useState } from 'react';
import { notifyApiError } from '@/lib/notify';

/**
 * A component whose code loads when the user is about to use it (issue 18): the header's menus
 * and the phone's navigation drawer bring Mantine's Menu, Popover, Drawer and floating-ui (about
 * 40 KiB) that the first render of a screen does not draw. `prefetch` (pointing at or focusing the
 * trigger) starts the download; `show` waits for it and renders the component from then on. A
 * failed download is a toast, and the next attempt asks again.
 */
export function useDeferredComponent<Props>(load: () => Promise<ComponentType<Props>>) {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  const prefetch = useCallback(() => {
    latestLoad.current().catch(() => undefined);
  }, []);

  /** Resolves true once the component is there (false when its code could not be loaded). */
  const show = useCallback(async (): Promise<boolean> => {
    try {
      const loaded = await latestLoad.current();
      setComponent(() => loaded);
      return true;
    } catch (error) {
      notifyApiError(error);
      return false;
    }
  }, []);

  return { Component, prefetch, show };
}
