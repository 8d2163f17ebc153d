import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { giftMachine } from '../../machines/gift.machine';
import { fetchRewards } from '../api/rewards';
import { storage } from '../storage/storage';

// The gift popup's machine and its effects, in a chunk of their own: loaded after a member's
// first sign-in (src/views/shell/GiftWatch.tsx), not with the home page.

/** The gift popup's actor, shared by its watcher and its popup. */
export const GiftActor = createActorContext(giftMachine);

export const giftLogic = giftMachine.provide({
  actors: { loadGifts: fromPromise(async ({ signal }) => (await fetchRewards({ signal })).items) },
  actions: { rememberSeen: () => storage.setGiftSeen() },
});
