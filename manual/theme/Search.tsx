import { NoSSR } from '@rspress/core/runtime';
import { SearchPanel } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { SearchButton } from './SearchButton';
import { searchHotkey } from './searchHotkey';

/**
 * The navbar's search: the theme's button and panel, opened by the page's own Ctrl/Cmd+K listener
 * (searchHotkey.ts), so a key pressed while the page was still starting opens it once it is here.
 */
export function Search() {
  const [focused, setFocused] = useState(false);
  useEffect(
    () => searchHotkey.attach({ open: () => setFocused(true), toggle: () => setFocused((open) => !open) }),
    [],
  );
  return (
    <>
      <SearchButton setFocused={setFocused} />
      <NoSSR>
        <SearchPanel focused={focused} setFocused={setFocused} />
      </NoSSR>
    </>
  );
}
