import './index.css';
// First, so the search hotkey listens before anything else of the page runs.
import './searchHotkey';

export * from '@rspress/core/theme-original';
export { HomeFeature } from './HomeFeature';
export { Layout } from './Layout';
export { NavTitle } from './NavTitle';
export { Search } from './Search';
export { SearchButton } from './SearchButton';
