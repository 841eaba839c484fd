import { useEffect } from 'react';
import { loadClassFolderStatus, useAppDispatch, watchClassFolderStatus } from '../../store';

/**
 * Keeps the store's class-folder status fresh while the calling component is mounted: listens to
 * main's pushes first, then reads the status once (a push that overtakes the read wins), and stops
 * listening on unmount. Mount it once, where the game's frame lives.
 */
export function useClassFolderStatusFeed(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const unsubscribe = dispatch(watchClassFolderStatus());
    void dispatch(loadClassFolderStatus());
    return unsubscribe;
  }, [dispatch]);
}
