export * from './api';
export * from './channels';
export * from './result';
export * from './settings';
export * from './snapshot';
