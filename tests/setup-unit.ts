// Node unit tests (vitest project 'unit'): device databases are sealed (issue 5), so any user a
// test opens one for gets a device key on first use.
import { provideTestKeys } from '../src/offline/testing/keys';

provideTestKeys();
