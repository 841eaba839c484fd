import { useCallback, useEffect, useMemo, useRef } from 'react';
import { DemonKing, Hero, TitleBackground } from '../../assets/art';
import { useT } from '../../i18n';
import { currentDeviceTraits, deviceKeysOf } from '../../input/deviceKeys';
import { FuriganaText } from '../../ui/FuriganaText';
import { TitleFiles } from '../files/TitleFiles';
import './TitleOverlay.css';

/** Props of {@link TitleOverlay}. */
export interface TitleOverlayProps {
  /** Called once when the player skips the title: Enter, Space, Escape, a click or a tap. */
  onStart: () => void;
}

const START_KEYS = new Set(['Enter', ' ', 'Escape']);

/**
 * The title screen: the game's name, the English hero facing the word-demon king, and
 * "Enter / click to start". It can be skipped at once; nothing waits for an animation.
 */
export function TitleOverlay({ onStart }: TitleOverlayProps) {
  const t = useT();
  // On a tablet there is no Enter key to name: the button says "tap".
  const touch = useMemo(() => deviceKeysOf(currentDeviceTraits()) === 'touch', []);
  const startRef = useRef<HTMLButtonElement>(null);
  const started = useRef(false);
  const onStartRef = useRef(onStart);
  onStartRef.current = onStart;

  // Stable, and fires at most once however many keys and clicks arrive together.
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    onStartRef.current();
  }, []);

  useEffect(() => {
    startRef.current?.focus();
    // Listen on the window too, so a key pressed before focus lands still starts the game.
    const onKey = (event: KeyboardEvent) => {
      if (!START_KEYS.has(event.key) || event.defaultPrevented) return;
      event.preventDefault();
      start();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [start]);

  return (
    // The whole picture is a click target for pointer players; the button inside is the keyboard path.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the window and by the button.
    <section className="kq-title" aria-labelledby="kq-title-name" onClick={start}>
      <div className="kq-title-backdrop" aria-hidden="true">
        <TitleBackground />
      </div>
      <div className="kq-title-heading">
        <h1 id="kq-title-name" className="kq-title-name">
          {t('title.name')}
        </h1>
        <p className="kq-title-tagline">
          <FuriganaText text={t('title.tagline')} />
        </p>
      </div>
      <div className="kq-title-cast">
        <div className="kq-title-hero">
          <Hero title={t('title.hero')} />
        </div>
        <div className="kq-title-vs" aria-hidden="true">
          VS
        </div>
        <div className="kq-title-king">
          <DemonKing title={t('title.demonKing')} />
        </div>
      </div>
      <button
        ref={startRef}
        type="button"
        className="btn btn-primary kq-title-start"
        onClick={(event) => {
          event.stopPropagation();
          start();
        }}
      >
        {t(touch ? 'title.startTouch' : 'title.start')}
      </button>
      <TitleFiles />
    </section>
  );
}
