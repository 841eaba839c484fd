import type { AvatarId } from '../../../../core/contract';
import { DEMON_NAMES, getDemon, Hero, isDemonId } from '../../assets/art';
import { useLanguage, useT } from '../../i18n';

/** The name of a player's picture in the UI language. */
export function useAvatarName(): (avatar: AvatarId) => string {
  const t = useT();
  const language = useLanguage();
  return (avatar) => (isDemonId(avatar) ? DEMON_NAMES[avatar][language] : t('classroom.avatar.hero'));
}

/** A player's picture: the hero or one of the word-demons; decorative unless `title` is given. */
export function AvatarPicture({ avatar, size, title }: { avatar: AvatarId; size: number; title?: string }) {
  if (avatar === 'hero') return <Hero size={size} {...(title ? { title } : {})} />;
  const Demon = getDemon(avatar);
  return <Demon size={size} {...(title ? { title } : {})} />;
}
