import type { Executor } from '../../db/database.ts';
import type { TokenKind } from '../../db/schema.ts';

export async function insertToken(
  db: Executor,
  token: { userId: number; tokenHash: string; kind: TokenKind; expiresAt: string; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto('access_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      kind: token.kind,
      expires_at: token.expiresAt,
      created_at: token.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findLiveToken(db: Executor, tokenHash: string, kind: TokenKind, now: string) {
  return db
    .selectFrom('access_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function touchToken(db: Executor, id: number, now: string): Promise<void> {
  await db.updateTable('access_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}

export async function revokeToken(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function revokeAllUserTokens(db: Executor, userId: number, now: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
