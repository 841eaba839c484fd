import { memo } from 'react';
import { CastleBackground, FieldBackground, Hero } from '../../assets/art';
import {
  selectCurrentStage,
  selectEnemyHp,
  selectIsBattle,
  selectPlayerHp,
  selectPrompt,
  selectStage,
  useAppSelector,
} from '../../store';
import { EnemyLayer } from './EnemyLayer';
import { QuestionPanel } from './QuestionPanel';
import { useBriefly, useHitCounter } from './useHitCounter';

/**
 * The scenery behind the battle. It changes only with the stage and the colour mode, so the hero's
 * poses and each cleared word do not draw it again.
 */
const Backdrop = memo(function Backdrop({ boss, night }: { boss: boolean; night: boolean }) {
  return (
    <div className="battle-backdrop" aria-hidden="true">
      {boss ? <CastleBackground /> : <FieldBackground night={night} />}
    </div>
  );
});

/**
 * The battle area: a backdrop, the question panel, the hero on the left and the stage's demon on the
 * right with its HP bar. The hero swings when an answer lands (in study too: the demon loses HP word by
 * word, so study is still a fight) and flinches when the player is hurt (battle only).
 */
export function BattleArea({ night }: { night: boolean }) {
  const prompt = useAppSelector(selectPrompt);
  const battle = useAppSelector(selectIsBattle);
  const enemy = useAppSelector(selectEnemyHp);
  const player = useAppSelector(selectPlayerHp);
  const { stage } = useAppSelector(selectCurrentStage);
  // A practice run has no stage of its own: it meets the demon of the set its first word came from.
  const setDemon = useAppSelector((state) => {
    const firstSetId = state.engine.run.questions[0]?.setId;
    return firstSetId ? selectStage(state, firstSetId)?.demon : undefined;
  });
  const demonId = stage?.demon ?? setDemon ?? 'month-slime';
  const enemyHits = useHitCounter(enemy.hp);
  const playerHits = useHitCounter(player.hp);
  // Study and battle alike: every cleared word lands a blow on the demon (only battle hurts the hero).
  const strikes = enemyHits.hits;
  const attacking = useBriefly(strikes, 450);
  const hurt = useBriefly(playerHits.hits, 350);
  const pose = battle && player.hp <= 0 ? 'hurt' : hurt ? 'hurt' : attacking ? 'attack' : 'idle';
  return (
    <div className="battle-area">
      <Backdrop boss={Boolean(stage?.boss)} night={night} />
      <QuestionPanel ja={prompt.ja} img={prompt.img} number={prompt.index + 1} total={prompt.total} />
      <div className="battle-hero" data-pose={pose} data-turn={(strikes + playerHits.hits) % 2}>
        <Hero pose={pose} className="battle-hero-art" />
      </div>
      <EnemyLayer
        demonId={demonId}
        hp={enemy.hp}
        maxHp={enemy.max}
        hitCount={strikes}
        damage={enemyHits.damage}
      />
    </div>
  );
}
