import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useT } from '../../i18n';
import { type RootState, selectEngineEvents, useAppSelector } from '../../store';
import { announcementFor } from './announcementFor';

/**
 * A polite live region that reads out the prompt, each question's result and the battle's outcome as
 * the engine reports them. Identical sentences in a row are still announced.
 */
export function LiveAnnouncer() {
  const t = useT();
  const store = useStore<RootState>();
  const { seq, events } = useAppSelector(selectEngineEvents);
  const [message, setMessage] = useState('');
  const flip = useRef(false);

  useEffect(() => {
    if (seq === 0 || events.length === 0) return;
    const text = announcementFor(events, store.getState().engine.run, t);
    if (!text) return;
    flip.current = !flip.current;
    // A zero-width space makes a repeated sentence a change the screen reader notices.
    setMessage(flip.current ? text : `${text}\u200b`);
  }, [seq, events, store, t]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="typing-announcer">
      {message}
    </div>
  );
}
