import { pageChanged, useAppDispatch } from '../../store';

/** Placeholder until the screen is built. */
export function PlacementPage() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch(pageChanged('map'))}>
      PlacementPage
    </button>
  );
}
