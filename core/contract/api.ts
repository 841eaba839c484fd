import type { Contract } from './bridge';
import type { ClassFolderStatus } from './classFolder';
import type { AreaApi } from './operation';
import type { WordListPreview } from './wordlists';

export type { LoadInfo } from './loadInfo';

/** Every area of `window.kotoba`, each derived from its operation table in the contract. */
type ContractApi = { [Area in keyof Contract]: AreaApi<Contract[Area]> };

/** The areas every host has; the others (players, teacher mode, …) exist only in the desktop app. */
type EveryHost = 'settings' | 'app';

/** The messages main sends the game window on its own, as subscriptions of `window.kotoba`. */
export interface KotobaEvents {
  /** Calls `listener` with each word-list preview main sends after File → Import word list…; answers the unsubscribe. */
  onWordListPreview?(listener: (preview: WordListPreview) => void): () => void;
  /** Calls `listener` whenever the class folder's status changes (offline, back, written back); answers the unsubscribe. */
  onClassFolderStatus?(listener: (status: ClassFolderStatus) => void): () => void;
}

/**
 * The API the preload exposes on `window.kotoba`: exactly the operations of the contract's tables
 * (their payload and answer types inferred from the tables' schemas) and the event subscriptions.
 */
export interface KotobaApi
  extends Pick<ContractApi, EveryHost>,
    Partial<Omit<ContractApi, EveryHost>>,
    KotobaEvents {}
