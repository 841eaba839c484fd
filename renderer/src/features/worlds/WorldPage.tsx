import { pageChanged, useAppDispatch } from '../../store';

/** Placeholder until the screen is built. */
export function WorldPage() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch(pageChanged('map'))}>
      WorldPage
    </button>
  );
}
