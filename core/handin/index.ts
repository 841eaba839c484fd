export * from './classFileEnvelope';
export * from './handinFile';
export * from './handoutFile';
export * from './matchClassList';
export * from './readHandins';
