import type { MessageDescriptor } from '@lingui/core';
import type { AvatarName } from '@/domain/constants';

/** What each avatar drawing shows, for image alt texts; the same words as the drawings' titles. */
export const AVATAR_LABELS: Record<AvatarName, MessageDescriptor> = {
  avatar_male_1: /*i18n*/ { id: 'avatar.male1', message: 'man with short brown hair' },
  avatar_male_2: /*i18n*/ { id: 'avatar.male2', message: 'man with curly black hair and a beard' },
  avatar_female_1: /*i18n*/ { id: 'avatar.female1', message: 'woman with long auburn hair' },
  avatar_female_2: /*i18n*/ { id: 'avatar.female2', message: 'woman with a black hair bun' },
  avatar_group_1: /*i18n*/ { id: 'avatar.group1', message: 'two friends' },
  avatar_group_2: /*i18n*/ { id: 'avatar.group2', message: 'a group of three friends' },
  avatar_group_3: /*i18n*/ { id: 'avatar.group3', message: 'a family of two adults and a child' },
};
