import { fromPromise } from 'xstate';
import { changePasswordMachine } from '../../machines/changePassword.machine';
import { forgotPasswordMachine } from '../../machines/forgotPassword.machine';
import { loginMachine } from '../../machines/login.machine';
import { registerMachine } from '../../machines/register.machine';
import { sliderMachine } from '../../machines/slider.machine';
import * as api from '../api/account';
import { storage } from '../storage/storage';

// The account popups' flows with their calls supplied: one chunk, loaded when the
// portal starts (after its first paint) or with the first popup.

const memberInfo = fromPromise(({ input }: { input: { token: string } }) => api.fetchMemberInfo(input));
const slider = sliderMachine.provide({ actors: { fetchChallenge: fromPromise(() => api.fetchSliderChallenge()) } });

const loginLogic = loginMachine.provide({
  actors: {
    login: fromPromise(({ input }) => api.login(input.request)),
    sendLoginCode: fromPromise(({ input }) => api.sendLoginCode(input)),
    fetchCaptcha: fromPromise(() => api.fetchCaptcha()),
    fetchMemberInfo: memberInfo,
    slider,
  },
  actions: {
    rememberAccount: (_, { account }) => storage.rememberAccount(account),
  },
});

const registerLogic = registerMachine.provide({
  actors: {
    loadSettings: fromPromise(() => api.fetchRegisterSettings()),
    checkAffiliate: fromPromise(({ input }) => api.checkAffiliate(input)),
    fetchCaptcha: fromPromise(() => api.fetchCaptcha()),
    sendRegisterCode: fromPromise(({ input }) => api.sendRegisterCode(input)),
    register: fromPromise(({ input }) => api.register(input)),
    fetchMemberInfo: memberInfo,
    slider,
  },
});

const forgotPasswordLogic = forgotPasswordMachine.provide({
  actors: {
    sendPasswordEmail: fromPromise(({ input }) => api.sendPasswordEmail({ username: input.username ?? '', email: input.email ?? '' })),
    // The countdown starts when the answer arrives: how long the call took shortens it.
    sendResetCode: fromPromise(async ({ input }) => {
      const started = performance.now();
      const sent = await api.sendResetCode(input);
      return { expiredMinutes: sent.expiredMinutes, roundTripMs: performance.now() - started };
    }),
    resetByPhone: fromPromise(({ input }) => api.resetPasswordByPhone(input)),
    fetchMemberInfo: memberInfo,
    slider,
  },
});

const changePasswordLogic = changePasswordMachine.provide({
  actors: {
    changePassword: fromPromise(({ input }) => api.changePassword(input.request, input.token)),
    fetchMemberInfo: memberInfo,
  },
});


export interface FlowLogic {
  login: typeof loginMachine;
  register: typeof registerMachine;
  forgotPassword: typeof forgotPasswordMachine;
  changePassword: typeof changePasswordMachine;
}

export const flowLogic: FlowLogic = {
  login: loginLogic,
  register: registerLogic,
  forgotPassword: forgotPasswordLogic,
  changePassword: changePasswordLogic,
};
