// The Action's entry point (dist/index.js): everything lives in the GitHub adapter, src/github/.
import { runAction } from './github/action.js';

await runAction();
