import type { User } from '@cotizador/contracts/auth';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The admin desk's session (docs/decisions/021-admin-session.md): kept apart from the operator's
// (stores/session-store.ts). Only admin code reads it, so an operator token never opens an admin
// screen and an admin token never opens an operator one.

export const ADMIN_SESSION_STORAGE_KEY = 'cotizador.admin-session';

type AdminSessionData = { token: string | null; user: User | null };

type AdminSessionState = AdminSessionData & {
  signIn: (session: { token: string; user: User }) => void;
  clear: () => void;
};

const EMPTY: AdminSessionData = { token: null, user: null };

export const useAdminSessionStore = create<AdminSessionState>()(
  persist(
    (set) => ({
      ...EMPTY,
      signIn: ({ token, user }) => set({ token, user }),
      clear: () => set(EMPTY),
    }),
    {
      name: ADMIN_SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user }): AdminSessionData => ({ token, user }),
    },
  ),
);

export function selectIsAdminSignedIn(state: AdminSessionData): boolean {
  return Boolean(state.token && state.user);
}

export function getAdminToken(): string | null {
  return useAdminSessionStore.getState().token;
}
