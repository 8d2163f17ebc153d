// The Vonage (formerly Nexmo) SMS API as an SMS sender, written to its public
// documentation: POST {base}/sms/json with api_key, api_secret, from, to (digits, no
// plus) and text; the answer is HTTP 200 with one entry per message part, whose
// `status` "0" means accepted and anything else names the refusal (with `error-text`).
// Refusals become the spec's third-party verification errors (section 8), so a member
// reads why the code did not come: a bad number, too many requests (retry after 5
// minutes), the quota (contact customer service), or "try again" for anything else.
import { ApiFailure } from '../../http/envelope';
import { THIRD_PARTY_RETRY_MS } from '../../shared/timing';

export interface VonageSettings {
  apiKey: string;
  apiSecret: string;
  /** The sender: a Vonage number (digits) or an alphanumeric sender ID. */
  from: string;
  /** https://rest.nexmo.com unless a test points it at its own server. */
  baseUrl: string;
}

/** How long to wait and how often to try; tests shorten the waits. */
export interface GatewayTiming {
  /** One try gives up after this long. */
  timeoutMs: number;
  /** Tries in all, the first included. */
  tries: number;
  /** The wait before the second try; it doubles before each next one. */
  backoffMs: number;
}

export const DEFAULT_GATEWAY_TIMING: GatewayTiming = { timeoutMs: 5_000, tries: 3, backoffMs: 500 };

/** What the operator's log hears of a refusal or an outage (never the message text or the secret). */
export type GatewayProblem = (problem: { status?: string; httpStatus?: number; errorText?: string; reason?: string; tries: number }) => void;

export const VONAGE_BASE_URL = 'https://rest.nexmo.com';

/** Vonage's status codes that mean the destination number cannot take an SMS. */
const BAD_NUMBER = new Set(['7', '29', '33']);
/** The account is out of credit or suspended: only the operator can fix it (8, 9). */
const QUOTA = new Set(['8', '9']);
const THROTTLED = '1';
const INTERNAL_ERROR = '5';

/** Characters of the GSM 7-bit default alphabet and its extension table; anything else needs type=unicode. */
const GSM_7BIT = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

export const isGsmText = (text: string) => GSM_7BIT.test(text);

interface VonageAnswer {
  messages?: { status?: string; 'error-text'?: string }[];
}

type Detail = Omit<Parameters<GatewayProblem>[0], 'tries'>;

/** One try's end: sent, or a failure to answer with, and whether another try may do better. */
type Outcome = { sent: true } | { sent: false; transient: boolean; failure: ApiFailure; detail: Detail };

/** The failure a member sees for a refusal that is neither the number, the pace nor the quota. */
const unavailable = () => new ApiFailure('unknown_error', undefined, 503);

/** The spec's error for a refusal Vonage will not change its mind about. */
export function failureOf(status: string, errorText = ''): ApiFailure {
  // 3 is any invalid parameter; only an invalid `to` is the member's number.
  if (BAD_NUMBER.has(status) || (status === '3' && /\bto\b/i.test(errorText))) return new ApiFailure('invalid_phone_number');
  if (status === THROTTLED) return ApiFailure.retryLater('too_many_requests', THIRD_PARTY_RETRY_MS / 1000);
  if (QUOTA.has(status)) return new ApiFailure('quota_exceeded');
  return unavailable();
}

export function createVonageSender(
  settings: VonageSettings,
  opts: { timing?: Partial<GatewayTiming>; onProblem?: GatewayProblem; sleep?: (ms: number) => Promise<void> } = {},
) {
  const timing = { ...DEFAULT_GATEWAY_TIMING, ...opts.timing };
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/sms/json`;
  const outage = (detail: Detail): Outcome => ({ sent: false, transient: true, failure: unavailable(), detail });

  async function once(to: string, text: string): Promise<Outcome> {
    const form = new URLSearchParams({ api_key: settings.apiKey, api_secret: settings.apiSecret, from: settings.from, to: to.replace(/\D/g, ''), text });
    if (!isGsmText(text)) form.set('type', 'unicode');
    let response: Response;
    try {
      response = await fetch(endpoint, { method: 'POST', body: form, signal: AbortSignal.timeout(timing.timeoutMs) });
    } catch (error) {
      // No answer in time, or none at all (refused connection, reset, DNS).
      return outage({ reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    }
    if (response.status >= 500) return outage({ httpStatus: response.status });
    // Vonage's HTTP-level throttle means what status 1 means.
    if (response.status === 429) return { sent: false, transient: false, failure: failureOf(THROTTLED), detail: { httpStatus: 429 } };
    const answer = (await response.json().catch(() => undefined)) as VonageAnswer | undefined;
    const messages = response.status === 200 ? answer?.messages : undefined;
    if (!messages?.length) return { sent: false, transient: false, failure: unavailable(), detail: { httpStatus: response.status } };
    // A long text goes out in parts, each with its own entry: any refused part is a refusal.
    const refused = messages.find((m) => m.status !== '0');
    if (!refused) return { sent: true };
    const status = String(refused.status);
    const detail = { status, errorText: refused['error-text'] };
    if (status === INTERNAL_ERROR) return outage(detail);
    return { sent: false, transient: false, failure: failureOf(status, refused['error-text']), detail };
  }

  return {
    /**
     * Sends one SMS to '+<digits>'. Retries a moment's outage (HTTP 5xx, no answer in
     * time, Vonage's internal error) with a doubling wait; throws the spec's ApiFailure
     * when the message does not go out.
     */
    async send(to: string, text: string): Promise<void> {
      for (let attempt = 1; ; attempt++) {
        const outcome = await once(to, text);
        if (outcome.sent) return;
        if (outcome.transient && attempt < timing.tries) {
          await sleep(timing.backoffMs * 2 ** (attempt - 1));
          continue;
        }
        opts.onProblem?.({ ...outcome.detail, tries: attempt });
        throw outcome.failure;
      }
    },
  };
}

export type VonageSender = ReturnType<typeof createVonageSender>;
