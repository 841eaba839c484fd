import { type ReactNode, useEffect } from 'react';
import { useT } from '../../i18n';
import {
  loadPlayers,
  loadWordLists,
  selectPlayersStatus,
  selectPlayingProfile,
  useAppDispatch,
  useAppSelector,
  watchWordListPreviews,
} from '../../store';
import { ClassFolderChip } from '../classfolder/ClassFolderChip';
import { useClassFolderStatusFeed } from '../classfolder/useClassFolderStatusFeed';
import { AvatarPicture } from './AvatarPicture';
import { PlayerSelect } from './PlayerSelect';
import { chosenPlayer, forgetPlayer, rememberPlayer } from './playerSession';
import { WordListPreviewDialog } from './WordListPreviewDialog';
import './classroom.css';

/** Props of {@link PlayerGate}. */
export interface PlayerGateProps {
  children: ReactNode;
  /** Reloads the page to change player; the browser's reload unless a test replaces it. */
  reload?: () => void;
}

/**
 * Asks "who is playing?" before the game loads anything, so the game reads the chosen player's
 * settings and progress; then shows the game with a small button to change player (which reloads
 * the page, so nothing of one player's progress can be saved into another's). Where the platform has
 * no players (a plain browser) the game starts at once. It also loads the teachers' word lists and
 * shows the preview of a list being imported; all of it goes through the store.
 */
export function PlayerGate({ children, reload = () => window.location.reload() }: PlayerGateProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectPlayersStatus);
  const player = useAppSelector(selectPlayingProfile);
  // Where saves live (this PC or the class folder) and whether the school's server answers, kept fresh.
  useClassFolderStatusFeed();

  useEffect(() => {
    void dispatch(loadPlayers(chosenPlayer()));
    void dispatch(loadWordLists());
    return dispatch(watchWordListPreviews());
  }, [dispatch]);

  // The game's children mount only once the players are known, so they load the right player's files.
  if (status === 'idle') return null;
  if (status === 'ready' && !player) {
    return (
      <>
        <PlayerSelect onChosen={(profile) => rememberPlayer(profile.id)} />
        <WordListPreviewDialog />
      </>
    );
  }
  return (
    <>
      {children}
      {/* The corner of the game: the player badge, and beside it how the class folder's saving goes. */}
      <div className="kq-cf-corner">
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
        <ClassFolderChip />
      </div>
      <WordListPreviewDialog />
    </>
  );
}
