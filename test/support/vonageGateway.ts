// A local stand-in for the Vonage SMS API (POST /sms/json), started by the tests on a free
// port and named to the server through VONAGE_BASE_URL. It takes the request as Vonage
// documents it (form- or JSON-encoded api_key, api_secret, from, to, text, type), records
// it, checks the key and secret (status 4 otherwise) and the required fields (status 2),
// and answers as Vonage does: HTTP 200 with one message entry whose status "0" is success.
//
// The tests queue what the next calls meet: a documented refusal status, an HTTP error
// (as a load balancer in front of Vonage would answer), or no answer at all (timeouts).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The SMS API's refusal statuses and the error-text that goes with each. */
export const VONAGE_STATUSES: Readonly<Record<string, string>> = {
  '1': 'Throttled',
  '2': 'Missing params',
  '3': 'Invalid to address',
  '4': 'Bad Credentials',
  '5': 'Internal Error',
  '6': 'Invalid Message',
  '7': 'Number barred',
  '8': 'Partner account barred',
  '9': 'Partner quota exceeded',
  '10': 'Too many existing binds',
  '11': 'Account not enabled for HTTP',
  '12': 'Message too long',
  '15': 'Illegal Sender Address - rejected',
  '22': 'Invalid network code',
  '29': 'Non White-listed Destination',
  '33': 'Number de-activated',
};

/** What one call meets: a refusal with a status, an HTTP error, or silence until the caller gives up. */
export type Planned = { status: string; errorText?: string } | { http: number } | { hang: true };

export interface RecordedSms {
  contentType: string;
  fields: Record<string, string>;
}

export interface LocalVonage {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** Every call to /sms/json, in order (refused ones too). */
  requests: RecordedSms[];
  /** Queues what the next calls meet, one entry per call; once the queue is empty, calls succeed. */
  plan(...next: Planned[]): void;
  /** Forgets the requests and the queue. */
  reset(): void;
  close(): Promise<void>;
}

const REQUIRED = ['api_key', 'api_secret', 'from', 'to', 'text'];

async function fieldsOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    const parsed = JSON.parse(body || '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(body));
}

export async function startLocalVonage(credentials = { apiKey: 'test-key', apiSecret: 'test-secret' }): Promise<LocalVonage> {
  let queue: Planned[] = [];
  let balance = 100;
  const answer = (response: ServerResponse, httpStatus: number, body: unknown) => {
    response.writeHead(httpStatus, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const refusal = (to: string | undefined, status: string, errorText = VONAGE_STATUSES[status] ?? 'Unknown error') => ({
    'message-count': '1',
    messages: [{ ...(to ? { to } : {}), status, 'error-text': errorText }],
  });

  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url?.split('?')[0] !== '/sms/json') return answer(response, 404, { error: 'not found' });
      const fields = await fieldsOf(request);
      local.requests.push({ contentType: request.headers['content-type'] ?? '', fields });
      const planned = queue.shift();
      if (planned && 'hang' in planned) return; // no answer: the caller's timeout ends it
      if (planned && 'http' in planned) return answer(response, planned.http, { error: 'gateway error' });
      if (REQUIRED.some((name) => !fields[name])) return answer(response, 200, refusal(fields.to, '2'));
      if (fields.api_key !== credentials.apiKey || fields.api_secret !== credentials.apiSecret) return answer(response, 200, refusal(fields.to, '4'));
      if (planned) return answer(response, 200, refusal(fields.to, planned.status, planned.errorText));
      balance -= 0.05;
      return answer(response, 200, {
        'message-count': '1',
        messages: [{ to: fields.to, 'message-id': randomBytes(8).toString('hex').toUpperCase(), status: '0', 'remaining-balance': balance.toFixed(8), 'message-price': '0.05000000', network: '23410' }],
      });
    })().catch(() => answer(response, 400, { error: 'bad request' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const local: LocalVonage = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ...credentials,
    requests: [],
    plan: (...next) => void queue.push(...next),
    reset() {
      local.requests.length = 0;
      queue = [];
    },
    close: () =>
      new Promise((resolve) => {
        // Calls left hanging on purpose would keep the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return local;
}
