/**
 * Avatar: a numeric value is a generated avatar, grouped in folders of 1000
 * ids (/avatars/{id div 1000}/{id}.svg); a non-numeric value names a built-in avatar; anything
 * else (empty, unknown) is the default. The server draws each from its value (DiceBear).
 */
export const AVATAR_FOLDER_SIZE = 1000;
/** The generated avatars a learner may pick: 1 to this. */
export const MAX_GENERATED_AVATAR = 999_999;
export const NAMED_AVATARS = ['default', 'teacher', 'student', 'explorer'] as const;
export type NamedAvatar = (typeof NAMED_AVATARS)[number];

const NUMERIC = /^[1-9]\d{0,5}$/;

export function generatedAvatarId(value: string | null | undefined): number | null {
  return value && NUMERIC.test(value) ? Number(value) : null;
}

export function avatarFolder(id: number): number {
  return Math.floor(id / AVATAR_FOLDER_SIZE);
}

export function avatarPath(value: string | null | undefined): string {
  const id = generatedAvatarId(value);
  if (id !== null) return `/avatars/${avatarFolder(id)}/${id}.svg`;
  const name = (NAMED_AVATARS as readonly string[]).includes(value ?? '') ? value : 'default';
  return `/avatars/named/${name}.svg`;
}

/** A learner's avatar setting: a generated id or a built-in name. */
export function isAvatarValue(value: string): boolean {
  return generatedAvatarId(value) !== null || (NAMED_AVATARS as readonly string[]).includes(value);
}
