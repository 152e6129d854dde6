// The unit project's timeout (jest.config.js): a unit test takes well under a second, so a minute only
// catches a hung one, even on a busy shared machine.

import { jest } from '@jest/globals';

jest.setTimeout(60_000);
