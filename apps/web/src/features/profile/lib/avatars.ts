// SPEC §2/§9: six predefined avatars, user1 to user6 (png), served from /avatars.

export const AVATAR_IDS = ['user1', 'user2', 'user3', 'user4', 'user5', 'user6'] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];

export function avatarImageUrl(id: AvatarId): string {
  return `/avatars/${id}.png`;
}

/**
 * Which predefined avatar a user's avatar URL shows, if any: the seed's `/avatars/user3.png`, or an
 * uploaded copy, which the API names `<random>-user3.png` after the file it received.
 */
export function avatarIdFromUrl(url: string | undefined): AvatarId | null {
  const match = /(?:^|[/-])(user[1-6])\.png(?:[?#].*)?$/.exec(url ?? '');
  const id = match?.[1];
  return AVATAR_IDS.find((candidate) => candidate === id) ?? null;
}
