import { fetchIdentity } from '../api/identity';
import { signalOnly } from './signalOnly';

// The calls of the centre's verification page, in the shape the page hooks take
// (src/app/useMachines.ts); the document upload is the documentUpload machine's actor.

export const loadIdentity = signalOnly(fetchIdentity);
export { sendIdentityDetails, sendIdentityDocument } from '../api/identity';
