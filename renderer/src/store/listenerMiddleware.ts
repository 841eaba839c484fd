import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './index';

/**
 * The listener middleware every store carries, for effects added from outside the store (audio,
 * speech, animations). Listeners added here react to the actions of any store built by `makeStore`.
 */
export const listenerMiddleware = createListenerMiddleware();

/**
 * Adds a typed listener to {@link listenerMiddleware}; answers a function that removes it.
 * Example: play sounds when `state.engine.run.eventSeq` changes and read `state.engine.run.events`.
 */
export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
