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
import { useAfterNextFrame, useHitCounter, useLastBlow } from './useHitCounter';
import { useWordValue } from './useWordFrame';

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
 * The hero in its three poses, drawn once: the pose of a blow shows over the standing one for the length
 * of its motion (CSS, keyed on the blow and its turn), so a blow sets no timer and draws nothing again.
 */
const HeroPoses = memo(function HeroPoses({ fallen }: { fallen: boolean }) {
  return (
    <>
      <Hero pose={fallen ? 'hurt' : 'idle'} className="battle-hero-art battle-hero-pose--base" />
      <Hero pose="attack" className="battle-hero-art battle-hero-pose battle-hero-pose--struck" />
      <Hero pose="hurt" className="battle-hero-art battle-hero-pose battle-hero-pose--hurt" />
    </>
  );
});

/**
 * The battle area: a backdrop, the question panel, the hero on the left and the stage's demon on the
 * right with its HP bar. The hero swings when an answer lands (in study too: the demon loses HP word by
 * word, so study is still a fight) and flinches when the player is hurt (battle only). The blows and a
 * new question are drawn a frame after the key that brought them: that key's own frame shows its letter.
 */
export function BattleArea({ night }: { night: boolean }) {
  // The next question comes in the render after the frame that shows the finished word.
  const prompt = useWordValue(useAppSelector(selectPrompt));
  const battle = useAppSelector(selectIsBattle);
  const enemy = useAfterNextFrame(useAppSelector(selectEnemyHp));
  const player = useAfterNextFrame(useAppSelector(selectPlayerHp));
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
  const { blow, turn } = useLastBlow(strikes, playerHits.hits);
  const fallen = battle && player.hp <= 0;
  return (
    <div className="battle-area">
      <Backdrop boss={Boolean(stage?.boss)} night={night} />
      <QuestionPanel ja={prompt.ja} img={prompt.img} number={prompt.index + 1} total={prompt.total} />
      <div className="battle-hero" data-blow={fallen ? 'fallen' : blow} data-turn={turn}>
        <HeroPoses fallen={fallen} />
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
