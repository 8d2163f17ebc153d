import { SessionActor } from '../../app/actors';
import { lazyView } from '../../app/lazyView';

const RealityCheckWatch = lazyView(() => import('./RealityCheckWatch'), 'RealityCheckWatch');

/**
 * The reality check runs for a signed-in member who may play (not a trial account, an agent
 * or a self-excluded member): its machine loads after sign-in, its dialog and words when due.
 * Mounted by the shell and by the standalone pages (the house games opened on their own);
 * a page framed inside the portal leaves it to the portal around it, so it shows once.
 */
export function RealityCheckLayer() {
  const playing = SessionActor.useSelector((s) => s.matches({ auth: { signedIn: 'member' } }) && !s.context.member?.restricted);
  const framed = typeof window !== 'undefined' && window.self !== window.top;
  return playing && !framed ? <RealityCheckWatch /> : null;
}
