import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A screen's first data arrives through a mocked gateway in a few ms alone, but past the library's
// one-second default for `findBy…` when the suite shares two cores with the server suites.
configure({ asyncUtilTimeout: 5_000 });

// The runner has no globals, so the library cannot register its own unmount: a tree left mounted
// keeps React's scheduler working after the file's jsdom is torn down ("window is not defined").
afterEach(() => {
  cleanup();
});
