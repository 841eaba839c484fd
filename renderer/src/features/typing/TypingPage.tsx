import { useCallback, useEffect, useRef } from 'react';
import { furiganaToBase } from '../../../../core/text/parseFurigana';
import { useLanguage, useT } from '../../i18n';
import { summonKeyboard } from '../../input/summonKeyboard';
import {
  leaveRun,
  pauseForDialog,
  runControlPressed,
  selectColorMode,
  selectCurrentStage,
  selectIsBattle,
  selectRunStatus,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { useVisualViewportFit } from '../../styles/fitVisualViewport';
import { resolveColorMode } from '../../styles/resolveColorMode';
import { useSystemPrefersDark } from '../../styles/useSystemPrefersDark';
import { useModalOpen } from '../../ui/ModalProvider';
import { ResultsDialog } from '../results/ResultsDialog';
import { AnswerArea } from './AnswerArea';
import { BattleArea } from './BattleArea';
import { BattleClock } from './BattleClock';
import { HeaderControls, type RunControl } from './HeaderControls';
import { LiveAnnouncer } from './LiveAnnouncer';
import { BattlePlayerBar } from './PlayerBar';
import './typing.css';

/** The stage title as the header shows it, in the UI language (practice and review runs have no stage). */
function useStageTitle(): string {
  const t = useT();
  const language = useLanguage();
  const { stage, stageId } = useAppSelector(selectCurrentStage);
  if (stage) return furiganaToBase(language === 'en' ? stage.titleEn : stage.titleJa);
  if (stageId === 'review') return t('screen.review');
  return stageId === 'practice' ? t('results.practice') : t('screen.typing');
}

/**
 * The typing page: header controls, the battle area (demon and question), the answer area with the
 * hidden input, the player's HP in battle, live announcements, and the results dialog when a run ends.
 * Only the clock subscribes to elapsed time; every other part selects just what it shows.
 */
export function TypingPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const title = useStageTitle();
  const battle = useAppSelector(selectIsBattle);
  const status = useAppSelector(selectRunStatus);
  const backTo = useAppSelector((state) => state.page.playFrom);
  const night = resolveColorMode(useAppSelector(selectColorMode), useSystemPrefersDark()) === 'dark';
  const fieldRef = useRef<HTMLInputElement>(null);
  // A tablet's keyboard covers the lower part: the battle is laid out in what stays visible.
  useVisualViewportFit();

  const control: RunControl = status.finished
    ? 'none'
    : !status.started
      ? 'start'
      : status.paused
        ? 'resume'
        : 'stop';

  // Opening the settings (or any dialog) mid-run stops the clock; Enter continues after it closes.
  const modalOpen = useModalOpen();
  useEffect(() => {
    if (modalOpen) dispatch(pauseForDialog(performance.now()));
  }, [modalOpen, dispatch]);

  const onControl = useCallback(() => {
    const running = dispatch(runControlPressed(performance.now()));
    if (running) summonKeyboard(fieldRef.current);
  }, [dispatch]);

  const onBack = useCallback(() => dispatch(leaveRun(performance.now())), [dispatch]);

  return (
    <div className="typing-page" data-mode={battle ? 'battle' : 'study'} data-testid="typing-page">
      <HeaderControls
        title={title}
        modeLabel={battle ? t('settings.mode.battle') : t('settings.mode.study')}
        control={control}
        backTo={backTo}
        onBack={onBack}
        onControl={onControl}
        clock={<BattleClock />}
      />
      <main className="typing-main">
        <BattleArea night={night} />
        <AnswerArea fieldRef={fieldRef} onStart={onControl} />
        {battle ? <BattlePlayerBar /> : null}
      </main>
      <LiveAnnouncer />
      <ResultsDialog />
    </div>
  );
}
