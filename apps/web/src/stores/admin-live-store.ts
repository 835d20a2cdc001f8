import { create } from 'zustand';

// What the admin's notification channel just touched, so a screen can highlight it briefly.

type AdminLiveState = {
  /** Quotation id → when it last changed (ms). */
  changed: Record<number, number>;
  touch: (quotationId: number) => void;
  clear: () => void;
};

export const useAdminLiveStore = create<AdminLiveState>()((set) => ({
  changed: {},
  touch: (quotationId) => set((state) => ({ changed: { ...state.changed, [quotationId]: Date.now() } })),
  clear: () => set({ changed: {} }),
}));
