import { memo } from 'react';
import { getDemon, isDemonId } from '../../assets/art/demonIndex';
import { DEMON_NAMES } from '../../assets/art/demonNames';
import { useLanguage, useT } from '../../i18n';
import { DamageMotion } from './DamageMotion';
import { HpBar } from './HpBar';

/** Props of {@link EnemyLayer}. */
export interface EnemyLayerProps {
  /** Which word-demon the stage fields. */
  demonId: string;
  hp: number;
  maxHp: number;
  /** Hits taken so far, to replay the damage motion. */
  hitCount: number;
  /** HP lost by the latest hit. */
  damage: number;
}

/** The stage's word-demon with its name, HP bar (study and battle) and damage motion. */
export const EnemyLayer = memo(function EnemyLayer({
  demonId,
  hp,
  maxHp,
  hitCount,
  damage,
}: EnemyLayerProps) {
  const t = useT();
  const language = useLanguage();
  const Demon = getDemon(demonId);
  const name = isDemonId(demonId) ? DEMON_NAMES[demonId][language] : t('typing.demon');
  const defeated = maxHp > 0 && hp <= 0;
  return (
    <section className="enemy-layer" aria-label={name} data-demon={demonId}>
      {maxHp > 0 ? <HpBar label={t('typing.enemyHp', { name })} value={hp} max={maxHp} tone="enemy" /> : null}
      <DamageMotion hitCount={hitCount} damage={damage} defeated={defeated}>
        <Demon title={name} className="enemy-art" />
      </DamageMotion>
      <p className="enemy-name" aria-hidden="true">
        {name}
      </p>
    </section>
  );
});
