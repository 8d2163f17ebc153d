// The operator's console: its own page (backoffice.html) and its own build
// (scripts/build/backofficeBuild.ts), so nothing of it reaches the player app's files.
import { start } from './start';

start(document.getElementById('backoffice-root')!);
