import './index.css';

export * from '@rspress/core/theme-original';
export { HomeFeature } from './HomeFeature';
export { Layout } from './Layout';
export { NavTitle } from './NavTitle';
export { SearchButton } from './SearchButton';
