import { type ComponentType, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { notifyApiError } from '@/lib/notify';

/**
 * A component whose code loads when the user is about to use it (issue 18): the header's menus
 * and the phones' drawers bring Mantine's Menu, Popover, Drawer and floating-ui (about 40 KiB) that
 * the first render of a screen does not draw. `prefetch` (pointing at or focusing the trigger)
 * starts the download; `show` waits for it, renders the component from then on and resolves once
 * it is on screen, so a dialog mounts closed and then opens as usual (its focus goes back to the
 * button that opened it). A failed download is a toast, and the next attempt asks again.
 */
export function useDeferredComponent<Props>(load: () => Promise<ComponentType<Props>>) {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const waiting = useRef<Array<() => void>>([]);
  const onScreen = useRef(false);

  useEffect(() => {
    if (!Component) return;
    onScreen.current = true;
    const resolvers = waiting.current;
    waiting.current = [];
    for (const resolve of resolvers) resolve();
  }, [Component]);

  const prefetch = useCallback(() => {
    latestLoad.current().catch(() => undefined);
  }, []);

  /** Resolves true once the component is on screen (false when its code could not be loaded). */
  const show = useCallback(async (): Promise<boolean> => {
    try {
      const loaded = await latestLoad.current();
      if (onScreen.current) return true;
      const mounted = new Promise<void>((resolve) => waiting.current.push(resolve));
      setComponent(() => loaded);
      await mounted;
      return true;
    } catch (error) {
      notifyApiError(error);
      return false;
    }
  }, []);

  /** Runs `action` (opening a drawer) at once if the component is on screen, else once it is. */
  const whenShown = (action: () => void): void => {
    if (Component) action();
    else void show().then((shown) => shown && action());
  };

  return { Component, prefetch, show, whenShown };
}

/**
 * For a deferred control whose real version replaces its stand-in on the first click (a menu, the
 * date range field): `arm()` on that click, and once `shown` (the loaded component) is on screen the
 * real control behind `target` gets the focus and one click, so it opens as on any click.
 */
export function useClickWhenShown(shown: unknown, target: RefObject<HTMLElement | null>): () => void {
  const armed = useRef(false);
  useEffect(() => {
    if (!shown || !armed.current) return;
    armed.current = false;
    target.current?.focus();
    target.current?.click();
  }, [shown, target]);
  return useCallback(() => {
    armed.current = true;
  }, []);
}
