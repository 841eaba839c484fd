// Testing Library's `findBy…` and `waitFor` wait on the DOM's state, but give up after one second by
// default: less than a render takes on a 2-core machine with other programs at full load. The waits
// stay on state; this only bounds how long a screen that never comes is waited for (the test's own
// timeout in vitest.config.ts is longer still).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}
