import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './index';

/** `useDispatch` typed for this store (thunks included). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for this store. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed for this store, for the few places that must read state at the moment of an event. */
export const useAppStore = useStore.withTypes<AppStore>();
