// When the shell's dialogs show, by their machines' states. The shell reads these to load a
// dialog's view only when it first opens (the views are not part of the home page's first
// paint); each view reads the same to decide what it draws.
import type { SnapshotFrom } from 'xstate';
import type { regionSelectMachine } from '../../../machines/regionSelect.machine';
import type { sessionMachine } from '../../../machines/session.machine';

type RegionSnapshot = SnapshotFrom<typeof regionSelectMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const REGION_SHOWN: readonly string[] = ['open', 'loading', 'failed', 'switching'];

/** The region modal is up: choosing, loading the list, failed, or switching merchant. */
export const regionModalShown = (s: RegionSnapshot) => REGION_SHOWN.includes(s.value);

/** The session's own step (`signedIn` while none of its sub-steps is a dialog's). */
export const sessionStep = (s: SessionSnapshot) => (typeof s.value.auth === 'string' ? s.value.auth : 'signedIn');

const SESSION_DIALOG_STEPS: readonly string[] = ['confirmingLogout', 'loggingOut', 'startingFreePlay', 'loadingTrial', 'freePlayFailed'];

/** A session dialog is up: the sign-out confirmation, free play starting or refused. */
export const sessionDialogShown = (s: SessionSnapshot) => SESSION_DIALOG_STEPS.includes(sessionStep(s));
