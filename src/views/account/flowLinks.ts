/** What a flow's links do: they open another popup of the session (or go to a page). */
export interface FlowLinks {
  openLogin?: () => void;
  openRegister?: () => void;
  openForgot?: () => void;
  /** Shown when free play (FREEPLAY3) is on. */
  freePlay?: () => void;
  /** Opens customer service (the forgot form's link). */
  customerService?: () => void;
}
