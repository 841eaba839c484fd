import { type ReactNode, useEffect, useState } from 'react';
import type { KotobaApi, Profile } from '../../../../electron/contract';
import { setCustomLists } from '../../data/customStages';
import { useT } from '../../i18n';
import { AvatarPicture } from './AvatarPicture';
import { PlayerSelect } from './PlayerSelect';
import { chosenPlayer, forgetPlayer, rememberPlayer } from './playerSession';
import { WordListPreviewDialog } from './WordListPreviewDialog';
import './classroom.css';

/** Props of {@link PlayerGate}. */
export interface PlayerGateProps {
  /** The desktop bridge; without players (a plain browser) the game starts at once. */
  platform: KotobaApi;
  children: ReactNode;
  /** Reloads the page to change player; the browser's reload unless a test replaces it. */
  reload?: () => void;
}

/**
 * Asks "who is playing?" before the game loads anything, so the game reads the chosen player's
 * settings and progress; then shows the game with a small button to change player (which reloads
 * the page, so nothing of one player's progress can be saved into another's). It also loads the
 * teachers' word lists and shows the preview of a list being imported.
 */
export function PlayerGate({ platform, children, reload = () => window.location.reload() }: PlayerGateProps) {
  const t = useT();
  const { profiles, wordLists, onWordListPreview } = platform;
  const [player, setPlayer] = useState<Profile | null>(null);
  const [checked, setChecked] = useState(profiles === undefined);

  useEffect(() => {
    if (!wordLists) return;
    void wordLists.list().then((lists) => {
      if (lists.ok) setCustomLists(lists.value);
    });
  }, [wordLists]);

  useEffect(() => {
    if (!profiles) return;
    const remembered = chosenPlayer();
    void profiles.list().then((view) => {
      const active = view.ok ? view.value.profiles.find((p) => p.id === view.value.activeId) : undefined;
      if (active && remembered === active.id) setPlayer(active);
      setChecked(true);
    });
  }, [profiles]);

  const preview =
    wordLists && onWordListPreview ? (
      <WordListPreviewDialog wordLists={wordLists} subscribe={onWordListPreview} />
    ) : null;

  if (!checked) return null;
  if (profiles && !player) {
    return (
      <>
        <PlayerSelect
          profiles={profiles}
          onChosen={(profile) => {
            rememberPlayer(profile.id);
            setPlayer(profile);
          }}
        />
        {preview}
      </>
    );
  }
  return (
    <>
      {children}
      {player ? (
        <button
          type="button"
          className="kq-player-badge"
          aria-label={t('classroom.who.switch', { name: player.name })}
          onClick={() => {
            forgetPlayer();
            reload();
          }}
        >
          <AvatarPicture avatar={player.avatar} size={24} />
          {t('classroom.who.switchShort', { name: player.name })}
        </button>
      ) : null}
      {preview}
    </>
  );
}
