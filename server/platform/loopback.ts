/**
 * Hosts on this machine: the only ones an outside service's address (a sign-in or SMS provider,
 * an origin the page may call) may name over plain http, for development and tests.
 */
export const isLoopbackHost = (hostname: string): boolean => ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
