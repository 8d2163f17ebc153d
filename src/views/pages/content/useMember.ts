import { SessionActor } from '../../../app/actors';

/** The signed-in member (null for visitors), and a way to reload the header balance. */
export function useMember() {
  const member = SessionActor.useSelector((s) => s.context.member);
  const session = SessionActor.useActorRef();
  return {
    member,
    refreshMember: () => session.send({ type: 'REFRESH_MEMBER' }),
    openLogin: () => session.send({ type: 'OPEN_LOGIN' }),
  };
}
