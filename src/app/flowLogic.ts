import { fromPromise } from 'xstate';
import { changePasswordMachine } from '../../machines/changePassword.machine';
import { forgotPasswordMachine } from '../../machines/forgotPassword.machine';
import { loginMachine } from '../../machines/login.machine';
import { registerMachine } from '../../machines/register.machine';
import { sliderMachine } from '../../machines/slider.machine';
import * as api from '../api/account';
import { sendProviderCode, verifyProviderCode } from '../api/phoneProvider';
import { storage } from '../storage/storage';
import { throughProviderPopup } from './signInPopup';

// The account popups' flows with their calls supplied: one chunk, loaded when the
// portal starts (after its first paint) or with the first popup.

// Every call gets the signal of the state that started it: closing a popup or leaving
// the step cancels the request under way (its answer would reach no one).
const memberInfo = fromPromise(({ input, signal }: { input: { token: string }; signal: AbortSignal }) => api.fetchMemberInfo(input, { signal }));
const slider = sliderMachine.provide({ actors: { fetchChallenge: fromPromise(({ signal }) => api.fetchSliderChallenge({ signal })) } });

// SMS through a sign-in provider (SMS-14): the same two calls for logging in and registering.
const providerCode = {
  sendProviderCode: fromPromise(({ input, signal }: { input: Parameters<typeof sendProviderCode>[0]; signal: AbortSignal }) => sendProviderCode(input, { signal })),
  verifyProviderCode: fromPromise(({ input, signal }: { input: Parameters<typeof verifyProviderCode>[0]; signal: AbortSignal }) => verifyProviderCode(input, { signal })),
};

const loginLogic = loginMachine.provide({
  actors: {
    login: fromPromise(({ input, signal }) => api.login(input.request, { signal })),
    sendLoginCode: fromPromise(({ input, signal }) => api.sendLoginCode(input, { signal })),
    fetchCaptcha: fromPromise(({ signal }) => api.fetchCaptcha({ signal })),
    fetchMemberInfo: memberInfo,
    ...providerCode,
    // The popup opens as the state is entered, still inside the click that chose the provider.
    signInWithProvider: fromPromise(({ input, signal }) =>
      throughProviderPopup(
        (s) => api.startSignIn({ provider: input.provider, purpose: 'login', side: input.side }, { signal: s }),
        (attemptId, s) => api.finishSignIn({ attemptId, deviceId: input.deviceId }, { signal: s }),
        signal,
      ),
    ),
    slider,
  },
  actions: {
    rememberAccount: (_, { account }) => storage.rememberAccount(account),
  },
});

const registerLogic = registerMachine.provide({
  actors: {
    loadSettings: fromPromise(({ signal }) => api.fetchRegisterSettings({ signal })),
    checkAffiliate: fromPromise(({ input, signal }) => api.checkAffiliate(input, { signal })),
    fetchCaptcha: fromPromise(({ signal }) => api.fetchCaptcha({ signal })),
    sendRegisterCode: fromPromise(({ input, signal }) => api.sendRegisterCode(input, { signal })),
    register: fromPromise(({ input, signal }) => api.register(input, { signal })),
    signUpWithProvider: fromPromise(({ input, signal }) =>
      throughProviderPopup(
        (s) => api.startSignIn({ provider: input.provider, purpose: 'register' }, { signal: s }),
        (attemptId, s) => api.finishSignIn({ attemptId, ...input.finish }, { signal: s }),
        signal,
      ),
    ),
    fetchMemberInfo: memberInfo,
    ...providerCode,
    slider,
  },
});

const forgotPasswordLogic = forgotPasswordMachine.provide({
  actors: {
    sendPasswordEmail: fromPromise(({ input, signal }) => api.sendPasswordEmail({ username: input.username ?? '', email: input.email ?? '' }, { signal })),
    // The countdown starts when the answer arrives: how long the call took shortens it.
    sendResetCode: fromPromise(async ({ input, signal }) => {
      const started = performance.now();
      const sent = await api.sendResetCode(input, { signal });
      return { expiredMinutes: sent.expiredMinutes, roundTripMs: performance.now() - started };
    }),
    resetByPhone: fromPromise(({ input, signal }) => api.resetPasswordByPhone(input, { signal })),
    fetchMemberInfo: memberInfo,
    slider,
  },
});

const changePasswordLogic = changePasswordMachine.provide({
  actors: {
    changePassword: fromPromise(({ input, signal }) => api.changePassword(input.request, input.token, { signal })),
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
