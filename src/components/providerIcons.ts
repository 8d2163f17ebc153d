import type { SignInProvider } from '../../server/shared/signIn';
import type { IconName } from './Icon';

/** Each sign-in provider's icon, wherever the portal names a provider (the popups, my account). */
export const PROVIDER_ICONS: Record<SignInProvider, IconName> = { google: 'globe', facebook: 'facebook' };
