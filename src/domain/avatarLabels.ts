import type { AvatarName } from '@/domain/constants';

/** What each avatar drawing shows, for image alt texts; the same words as the drawings' titles. */
export const AVATAR_LABELS: Record<AvatarName, string> = {
  avatar_male_1: 'man with short brown hair',
  avatar_male_2: 'man with curly black hair and a beard',
  avatar_female_1: 'woman with long auburn hair',
  avatar_female_2: 'woman with a black hair bun',
  avatar_group_1: 'two friends',
  avatar_group_2: 'a group of three friends',
  avatar_group_3: 'a family of two adults and a child',
};
