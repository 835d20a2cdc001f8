import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { DeferredChatComposer } from './deferred-chat-composer';

/** An IntersectionObserver whose target never comes into view (the composer below the fold). */
class NeverVisible {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function renderComposer() {
  return render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <DeferredChatComposer onSend={async () => undefined} />
    </AppProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The editor's chunk (TipTap and ProseMirror) is transformed on its first import, which takes
// seconds on a loaded machine. Transform it once here so the tests below time the component, not
// the transformer; the component still imports it lazily, only when asked.
beforeAll(async () => {
  await import('./chat-composer');
}, 60_000);

describe('DeferredChatComposer (issue 18: the editor loads when the operator is about to write)', { timeout: 30_000 }, () => {
  it('holds the place with a named stand-in and no editor while out of view', async () => {
    vi.stubGlobal('IntersectionObserver', NeverVisible);
    renderComposer();
    expect(screen.getByRole('textbox', { name: 'Escribe un mensaje' })).toBeInTheDocument();
    // Give a lazy editor every chance to appear: it must not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Negrita' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });

  it('loads the editor when the operator clicks its place', async () => {
    vi.stubGlobal('IntersectionObserver', NeverVisible);
    const user = userEvent.setup();
    renderComposer();
    await user.click(screen.getByRole('textbox', { name: 'Escribe un mensaje' }));
    expect(await screen.findByRole('button', { name: 'Negrita' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    // The toolbar draws before TipTap has created its editable area (a render later on a loaded machine).
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: 'Escribe un mensaje' })).toHaveAttribute('contenteditable', 'true'),
      { timeout: 15_000 },
    );
  });

  it('loads the editor when its place comes into view (no IntersectionObserver: at once)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderComposer();
    expect(await screen.findByRole('button', { name: 'Negrita' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
