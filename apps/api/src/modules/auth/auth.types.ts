import type { Company, User } from '../../db/schema.ts';

/** Who is calling: the signed-in user of a valid session token, with their company. */
export type AuthState = { user: User; company: Company | null; tokenId: number };
