import { configure } from '@testing-library/react';

// A screen's first data arrives through a mocked gateway in a few ms alone, but past the library's
// one-second default for `findBy…` when the suite shares two cores with the server suites.
configure({ asyncUtilTimeout: 5_000 });
