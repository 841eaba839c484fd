import type { Rank, Settings } from '../../../core/contract';
import { getDemon, Icon, type StageMarkerState } from '../assets/art';
import { type Translator, useLanguage, useT } from '../i18n';
import { FuriganaText } from './FuriganaText';
import { MasteryBar } from './MasteryBar';

/** What the stage card shows of a stage (a route stage or a world's stage). */
export interface StageCardStage {
  titleJa: string;
  titleEn: string;
  /** Stars, 1–5; left out where a stage has none. */
  difficulty?: number;
  demon: string;
  unlocked: boolean;
  cleared: boolean;
  bestRank: Rank | null;
}

/** Props of {@link StageCard}. */
export interface StageCardProps {
  stage: StageCardStage;
  /** 「ステージ 3」 or 「ラスボス」. */
  numberLabel: string;
  /** How many words (or sentences) a run asks. */
  words: number;
  /** Words mastered and being learnt, when the player has met any. */
  mastery?: { total: number; learning: number; mastered: number } | undefined;
  /** What a locked stage's card says opens it. */
  lockedHint?: string;
  /** How the player's runs play (the settings' mode), shown on the card. */
  mode: Settings['mode'];
  onStart: () => void;
}

/** The state a stage's marker and card show. */
export function markerState(stage: { unlocked: boolean; cleared: boolean }): StageMarkerState {
  if (!stage.unlocked) return 'locked';
  return stage.cleared ? 'cleared' : 'current';
}

/** What a marker says of its stage to a screen reader: locked, not cleared, or cleared (best rank). */
export function markerStatus(
  stage: { unlocked: boolean; cleared: boolean; bestRank: StageCardStage['bestRank'] },
  t: Translator,
): string {
  if (!stage.unlocked) return t('map.locked');
  if (!stage.cleared) return t('map.notCleared');
  return stage.bestRank
    ? `${t('map.cleared')} ${t('map.bestRank', { rank: stage.bestRank })}`
    : t('map.cleared');
}

/** Strips the furigana brackets, e.g. 「天気（てんき）」 → 「天気」, for short labels. */
export function plainTitle(title: string): string {
  return title.replace(/（[^）]*）/g, '');
}

/**
 * The card beside a map for the stage under the cursor: its demon, number and title, stars, word count
 * and play mode, whether it is cleared (best rank) or locked (and what opens it), mastery, and the
 * start button.
 */
export function StageCard({ stage, numberLabel, words, mastery, lockedHint, mode, onStart }: StageCardProps) {
  const t = useT();
  const language = useLanguage();
  const Demon = getDemon(stage.demon);
  const title = language === 'en' ? stage.titleEn : stage.titleJa;
  return (
    <aside className="kq-map-card" aria-labelledby="kq-map-card-title" data-state={markerState(stage)}>
      <div className="kq-map-card-demon" aria-hidden="true">
        <Demon />
      </div>
      <p className="kq-map-card-number">{numberLabel}</p>
      <h2 id="kq-map-card-title" className="kq-map-card-title">
        {language === 'en' ? title : <FuriganaText text={title} />}
      </h2>
      {stage.difficulty !== undefined ? (
        <div className="kq-map-card-stars" role="img" aria-label={`★ ${stage.difficulty} / 5`}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Icon key={n} name={n <= (stage.difficulty ?? 0) ? 'star' : 'star-empty'} size="1.2em" />
          ))}
        </div>
      ) : null}
      <p className="kq-map-card-facts">
        <span className="kq-map-chip">{t('map.words', { count: words })}</span>
        <span className="kq-map-chip" data-mode={mode}>
          {t('map.mode', {
            mode: t(mode === 'battle' ? 'settings.mode.battle' : 'settings.mode.study'),
          })}
        </span>
      </p>
      <p className="kq-map-card-status">
        {stage.unlocked ? (
          stage.cleared ? (
            <>
              <span className="kq-map-card-cleared">
                <Icon name="check" size="1.1em" /> {t('map.cleared')}
              </span>
              {stage.bestRank ? (
                <span className="kq-map-card-rank" data-rank={stage.bestRank}>
                  {t('map.bestRank', { rank: stage.bestRank })}
                </span>
              ) : null}
            </>
          ) : (
            t('map.notCleared')
          )
        ) : (
          <>
            <Icon name="lock" size="1.1em" /> {lockedHint ?? t('map.lockedHint')}
          </>
        )}
      </p>
      {mastery ? (
        <div className="kq-map-card-mastery">
          <MasteryBar name={plainTitle(title)} {...mastery} />
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn-primary kq-map-start"
        disabled={!stage.unlocked}
        onClick={onStart}
      >
        <Icon name="play" size="1.2em" />
        {t('map.start')}
      </button>
    </aside>
  );
}
