import { memo } from 'react';
import { useT } from '../../i18n';
import { selectCombo, selectPlayerHp, useAppSelector } from '../../store';
import { HpBar } from './HpBar';
import { TypingIcon } from './TypingIcon';
import { useWordValue } from './useWordFrame';

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

/**
 * The player's bar as the battle shows it, selecting its own HP and combo: a blow or a cleared word
 * re-renders this bar, not the page around it. The combo of a cleared word comes with the next question.
 */
export function BattlePlayerBar() {
  const player = useAppSelector(selectPlayerHp);
  const { combo } = useWordValue(useAppSelector(selectCombo));
  return <PlayerBar hp={player.hp} maxHp={player.max} combo={combo} />;
}
