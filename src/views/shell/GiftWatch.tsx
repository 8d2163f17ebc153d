import { useEffect, useState } from 'react';
import type { giftMachine } from '../../../machines/gift.machine';
import { useLogic, SessionActor } from '../../app/actors';
import { GiftActor } from '../../app/giftActor';
import { lazyView } from '../../app/lazyView';
import { storage } from '../../storage/storage';

// The popup, with the claim, loads when it opens.
const GiftModal = lazyView(() => import('./GiftModal'), 'GiftModal');

/**
 * The gift popup's actor, from a member's first sign-in on. It looks for waiting rewards once
 * a member is signed in (not a trial account, an agent or a pending password change), once a
 * login session: a reload of the session says it has looked already. Logging out lets the next
 * login look again.
 */
export function GiftWatch() {
  const logic = useLogic();
  const [machine, setMachine] = useState<typeof giftMachine | null>(null);
  useEffect(() => {
    let mounted = true;
    void logic.gift().then((loaded) => mounted && setMachine(() => loaded));
    return () => {
      mounted = false;
    };
  }, [logic]);
  if (!machine) return null;
  return (
    <GiftActor.Provider logic={machine}>
      <GiftOnSignIn />
      <GiftLayer />
    </GiftActor.Provider>
  );
}

function GiftOnSignIn() {
  const gift = GiftActor.useActorRef();
  const member = SessionActor.useSelector((s) => s.matches({ auth: { signedIn: 'member' } }));
  const signedOut = SessionActor.useSelector((s) => s.context.token === null);
  useEffect(() => {
    if (member) gift.send({ type: 'SIGNED_IN', seen: storage.giftSeen() });
    else if (signedOut) gift.send({ type: 'SIGNED_OUT' });
  }, [gift, member, signedOut]);
  return null;
}

function GiftLayer() {
  return GiftActor.useSelector((s) => s.matches('open')) ? <GiftModal /> : null;
}
