import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './index';

/** `useDispatch` typed for this store (thunks included). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for this store. */
export const useAppSelector = useSelector.withTypes<RootState>();
