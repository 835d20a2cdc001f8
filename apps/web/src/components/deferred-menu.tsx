import { type ComponentType, cloneElement, type ReactElement, type Ref, type SyntheticEvent, useRef } from 'react';
import { useClickWhenShown, useDeferredComponent } from '@/hooks/use-deferred-component';

/** What the real menu gets: the same trigger, to wrap in its `Menu.Target`. */
export type OpenMenuProps<Props> = Props & { trigger: ReactElement };

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
  onTouchStart?: (event: SyntheticEvent) => void;
  onClick?: (event: SyntheticEvent) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

type DeferredMenuProps<Props> = {
  /** The button that opens the menu, drawn at once (it must take the menu target's props and ref). */
  trigger: ReactElement<TriggerProps>;
  /** The real menu (Mantine's Menu with `trigger` as its target), from its lazy module. */
  load: () => Promise<ComponentType<OpenMenuProps<Props>>>;
  /** What the real menu shows. */
  props: Props;
};

/**
 * A header menu whose code loads when the user is about to open it (hooks/use-deferred-component.ts).
 * Until the first click the trigger is drawn alone, announced as a closed menu button; pointing at
 * it, touching or focusing it fetches the menu's code. The first click puts the real menu in its
 * place and clicks its trigger once: the menu opens as on any click (focus, its `onOpen`, focus
 * back to the trigger on close). From then on the real menu answers as usual.
 */
export function DeferredMenu<Props>({ trigger, load, props }: DeferredMenuProps<Props>) {
  const { Component: OpenMenu, prefetch, show } = useDeferredComponent(load);
  const triggerRef = useRef<HTMLElement>(null);
  const clickWhenShown = useClickWhenShown(OpenMenu, triggerRef);

  if (OpenMenu) return <OpenMenu {...props} trigger={cloneElement(trigger, { ref: triggerRef })} />;
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onTouchStart: prefetch,
    onClick: () => {
      clickWhenShown();
      void show();
    },
  });
}
