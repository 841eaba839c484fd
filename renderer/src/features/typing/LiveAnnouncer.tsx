import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useT } from '../../i18n';
import { type RootState, selectEngineEvents } from '../../store';
import { announcementFor } from './announcementFor';
import { useAfterNextFrame } from './useHitCounter';

/**
 * A polite live region that reads out the prompt, each question's result and the battle's outcome as
 * the engine reports them. Identical sentences in a row are still announced.
 *
 * It watches the store itself rather than selecting the events: every key brings new events, and most
 * say nothing, so a key re-renders this region only when there is a sentence to read.
 */
export function LiveAnnouncer() {
  const t = useT();
  const store = useStore<RootState>();
  const [message, setMessage] = useState('');
  const flip = useRef(false);

  useEffect(() => {
    // The events already there when the page (or the language) arrives are read out too.
    let seen: unknown = null;
    const announce = () => {
      const state = store.getState();
      const { seq, events } = selectEngineEvents(state);
      if (events === seen) return;
      seen = events;
      if (seq === 0 || events.length === 0) return;
      const text = announcementFor(events, state.engine.run, t);
      if (!text) return;
      flip.current = !flip.current;
      // A zero-width space makes a repeated sentence a change the screen reader notices.
      setMessage(flip.current ? text : `${text}\u200b`);
    };
    announce();
    return store.subscribe(announce);
  }, [store, t]);

  // Read out with what it speaks of: a new question is drawn a frame after the key that brought it.
  const shown = useAfterNextFrame(message);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="typing-announcer">
      {shown}
    </div>
  );
}
