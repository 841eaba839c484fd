import { memo } from 'react';
import { useT } from '../../i18n';
import { HpBar } from './HpBar';
import { TypingIcon } from './TypingIcon';

/** Props of {@link PlayerBar}. */
export interface PlayerBarProps {
  hp: number;
  maxHp: number;
  combo: number;
}

/** The player's HP bar (battle mode) with the current combo. */
export const PlayerBar = memo(function PlayerBar({ hp, maxHp, combo }: PlayerBarProps) {
  const t = useT();
  return (
    <div className="player-bar">
      <TypingIcon name="heart" className="player-bar-heart" />
      <HpBar label={t('typing.playerHp')} value={hp} max={maxHp} tone="player" />
      <p className="typing-combo" aria-live="off">
        {combo >= 2 ? t('typing.combo', { count: combo }) : ''}
      </p>
    </div>
  );
});
