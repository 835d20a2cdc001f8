import type { AuthInfo, Company, User } from '@cotizador/contracts/auth';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SESSION_STORAGE_KEY = 'cotizador.session';

type SessionData = {
  token: string | null;
  user: User | null;
  company: Company | null;
};

type SessionState = SessionData & {
  signIn: (session: { token: string } & AuthInfo) => void;
  updateInfo: (info: AuthInfo) => void;
  updateUser: (user: User) => void;
  clear: () => void;
};

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const EMPTY_SESSION: SessionData = { token: null, user: null, company: null };

/** SPEC §3 Session: access token, user and company, kept in local storage and restored at start. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...EMPTY_SESSION,
      signIn: ({ token, user, company }) => set({ token, user, company }),
      // The same user and company answered again keep their objects: nothing re-renders for them.
      updateInfo: ({ user, company }) =>
        set((state) => ({
          user: sameJson(state.user, user) ? state.user : user,
          company: sameJson(state.company, company) ? state.company : company,
        })),
      updateUser: (user) => set({ user }),
      clear: () => set(EMPTY_SESSION),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user, company }): SessionData => ({ token, user, company }),
    },
  ),
);

/** SPEC §2: 'logged in' means a token and a user are stored. */
export function selectIsLoggedIn(state: SessionData): boolean {
  return Boolean(state.token && state.user);
}

export function getSessionToken(): string | null {
  return useSessionStore.getState().token;
}
