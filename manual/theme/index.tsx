import './index.css';

export * from '@rspress/core/theme-original';
export { Layout } from './Layout';
export { NavTitle } from './NavTitle';
export { SearchButton } from './SearchButton';
