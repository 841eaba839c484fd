import { addListener } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './index';
import type { StoreDeps } from './storeDeps';

/**
 * Adds a typed listener to the store's one listener middleware (made by `makeStore`) from outside the
 * store, such as the audio layer: `const stop = store.dispatch(addAppListener({ predicate, effect }))`
 * answers the function that removes it. Listeners belong to the store they were dispatched to.
 */
export const addAppListener = addListener.withTypes<RootState, AppDispatch, StoreDeps>();
