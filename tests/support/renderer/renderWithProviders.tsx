import { cleanup, type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { AppProviders } from '../../../renderer/src/AppProviders';
import { type AppStore, makeStore, type RootState } from '../../../renderer/src/store';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

/** Options for {@link renderWithProviders}: a starting state or a ready store, plus render options. */
export interface ProvidersOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/**
 * Renders `ui` inside the app's providers with a real store built by `makeStore(preloadedState)`
 * (or the given `store`) and returns the store beside Testing Library's queries.
 * Test files using it need `// @vitest-environment jsdom` at the top.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), ...options }: ProvidersOptions = {},
): RenderResult & { store: AppStore } {
  // biome-ignore lint/correctness/noComponentHookFactories: the wrapper closes over this test's store, as Testing Library intends.
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store}>{children}</AppProviders>
  );
  const result: RenderResult = render(ui, { ...options, wrapper: Wrapper });
  return { store, ...result };
}
