// Wire types of the API responses the whole app relies on (SPEC §3, §7).

export type User = {
  id: number;
  name: string;
  last_name: string;
  email: string;
  /** Image URLs; the first one is shown, else a default avatar (SPEC §3). */
  avatar: string[];
};

export type Company = {
  id: number;
  /** 'cpa' is the direct-quote company (SPEC §6). */
  code: string;
  name: string;
  percentage_indirect_expenses: number | null;
};

/** GET /auth/info-by-token */
export type AuthInfo = { user: User; company: Company };

/** POST /auth/sign-in-sales-operator */
export type SignInResponse = AuthInfo & {
  authorization: { access_token: string; token_type: 'Bearer'; expires_at: string };
};

/** An item of the cart of quotations; later work types its fields (SPEC §3 Quotation). */
export type CartQuotation = { id: number } & Record<string, unknown>;

/** GET /sales-operator/cart */
export type CartResponse = { multi_quotation: CartQuotation[] };

/** GET /app-config: public runtime configuration. */
export type AppConfig = {
  appName: string;
  brand: { name: string; logoUrl: string | null };
  social: { facebook: string; instagram: string; linkedin: string };
  pusher: {
    key: string;
    cluster: string;
    wsHost: string | null;
    wsPort: number | null;
    forceTLS: boolean;
  };
};
