import { useCallback, useMemo } from 'react';
import { BANDS, type Band } from '../../../../core/bank/bankTerms';
import { getStage } from '../../data/stages';
import { WORLDS } from '../../data/worlds';
import { useLanguage, useT } from '../../i18n';
import { selectBankStagesById, selectListStages, useAppSelector } from '../../store';

/** The band a word-bank stage id starts with (`j2.travel-1` → `j2`), or null for other stages. */
export function bandOfStage(stageId: string): Band | null {
  const prefix = stageId.split('.', 1)[0];
  return (BANDS as readonly string[]).includes(prefix ?? '') ? (prefix as Band) : null;
}

/** A world's name with its school years, in the player's language. */
export function useWorldLabel(): (band: Band) => string {
  const t = useT();
  const language = useLanguage();
  return useCallback(
    (band: Band) => {
      const world = WORLDS.find((w) => w.band === band);
      if (!world) return band;
      const name = language === 'en' ? world.nameEn : world.nameJa;
      return t('teacher.worlds.label', { name, years: t(`library.band.${band}`) });
    },
    [t, language],
  );
}

/**
 * A stage's title for a teacher: a word-bank stage with its world (「さばくの くに：りょこう 1」), a route
 * stage or a teacher's list by its own title, and an id nothing knows (a list since deleted) as itself.
 */
export function useStageTitle(): (stageId: string, withWorld?: boolean) => string {
  const t = useT();
  const language = useLanguage();
  const bankStages = useAppSelector(selectBankStagesById);
  const lists = useAppSelector(selectListStages);
  const titles = useMemo(() => {
    const byId = new Map<string, { ja: string; en: string }>();
    for (const stage of bankStages.values()) byId.set(stage.id, { ja: stage.titleJa, en: stage.titleEn });
    for (const stage of lists) byId.set(stage.id, { ja: stage.titleJa, en: stage.titleEn });
    return byId;
  }, [bankStages, lists]);
  return useCallback(
    (stageId: string, withWorld = true) => {
      const route = getStage(stageId);
      const known = titles.get(stageId) ?? (route ? { ja: route.titleJa, en: route.titleEn } : undefined);
      const title = known ? known[language] : stageId;
      const band = bandOfStage(stageId);
      const world = band ? WORLDS.find((w) => w.band === band) : undefined;
      if (!withWorld || !world) return title;
      return t('teacher.stageOfWorld', { world: language === 'en' ? world.nameEn : world.nameJa, title });
    },
    [titles, language, t],
  );
}
