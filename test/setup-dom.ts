import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy route chunks are transformed on first import; on a busy 2-core machine that
// takes longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
