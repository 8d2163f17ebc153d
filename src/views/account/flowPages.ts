/** The popup each page shows in place (spec section 2: the same forms as pages). */
export type FlowPopup = 'login' | 'register' | 'forgot' | 'changePassword';

const FLOW_PAGES: Record<FlowPopup, readonly string[]> = {
  login: ['/login'],
  register: ['/register', '/register.html'],
  forgot: ['/forget'],
  changePassword: ['/changepassword'],
};

/** The flow whose page this is, if any. */
export function flowOfPage(pathname: string): FlowPopup | null {
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  return (Object.keys(FLOW_PAGES) as FlowPopup[]).find((flow) => FLOW_PAGES[flow].includes(path)) ?? null;
}

/** The session child that runs each popup's flow. */
export const FLOW_CHILD: Record<FlowPopup, string> = {
  login: 'login',
  register: 'register',
  forgot: 'forgotPassword',
  changePassword: 'changePassword',
};

export const PAGE_OF: Record<FlowPopup, string> = {
  login: '/login',
  register: '/register',
  forgot: '/forget',
  changePassword: '/changePassword',
};
