import './index.css';

export * from '@rspress/core/theme-original';
export { Layout } from './Layout';
export { SearchButton } from './SearchButton';
