// The account calls in one module, loaded on first use: the home page does not need
// them (nor the payload encryption) before someone opens a popup or has a session.
export { changePassword, checkAffiliate, fetchMemberInfo, fetchRegisterSettings, register, resetPasswordByPhone, sendPasswordEmail } from './member';
export { login, logout, sendLoginCode, startFreePlay } from './session';
export { fetchCaptcha, fetchSliderChallenge, sendRegisterCode, sendResetCode } from './verification';
export { finishSignIn, startSignIn } from './signIn';
