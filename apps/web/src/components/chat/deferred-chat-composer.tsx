import { Paper, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The rich-text editor (tiptap, ProseMirror: 140 KiB compressed, more than the rest of the screen)
// loads when the operator is about to write, not with the screen (issue 18): when its place comes
// into view or when the operator clicks or tabs into it. Until then a stand-in of the same size and
// name holds its place, so nothing moves when the editor arrives.
const ChatComposer = lazy(() => import('./chat-composer').then((m) => ({ default: m.ChatComposer })));

type DeferredChatComposerProps = {
  onSend: (html: string) => Promise<unknown>;
  label?: string;
};

export function DeferredChatComposer({ onSend, label = 'Escribe un mensaje' }: DeferredChatComposerProps) {
  const [load, setLoad] = useState<'no' | 'seen' | 'focus'>('no');
  const placeholderRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (load !== 'no') return;
    const element = placeholderRef.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setLoad('seen');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoad('seen');
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  const placeholder = (
    <Paper
      ref={placeholderRef}
      withBorder
      radius="md"
      h={150}
      bg="gray.0"
      p="md"
      role="textbox"
      aria-label={label}
      aria-multiline="true"
      tabIndex={0}
      onFocus={() => setLoad('focus')}
      onPointerDown={() => setLoad('focus')}
      style={{ cursor: 'text' }}
    >
      <Text c="dimmed" size="sm" aria-hidden>
        {label}…
      </Text>
    </Paper>
  );

  if (load === 'no') return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ChatComposer onSend={onSend} label={label} autoFocus={load === 'focus'} />
    </Suspense>
  );
}
