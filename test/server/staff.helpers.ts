// Staff of the back office for server tests: a row of the role asked for and a signed-in
// console session (the sign-in itself is tested in backoffice-signin.test.ts).
import type { StaffRole } from '../../server/shared/staffRoles';
import type { InjectOptions } from 'fastify';
import { call, type Answer, type TestApp } from './harness';

let staffCounter = 0;

export interface TestStaff {
  id: string;
  username: string;
  token: string;
  /** Headers of a console call by this staff member. */
  headers: { authorization: string };
}

export async function newStaff(app: TestApp, role: StaffRole): Promise<TestStaff> {
  staffCounter += 1;
  const username = `${role}${staffCounter}.${Date.now().toString(36).slice(-4)}`;
  const row = await app.store.db
    .insertInto('staff')
    .values({ username, display_name: `${role} ${staffCounter}`, role, password_hash: 'not-used-by-these-tests', totp_secret: 'JBSWY3DPEHPK3PXP' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = String(row.id);
  const token = await app.services.staffSessions.open(id, 'signed_in', '127.0.0.1');
  return { id, username, token, headers: { authorization: `Bearer ${token}` } };
}

/** A call by a staff member (their token only, no operator key). */
export function staffCall<T = unknown>(app: TestApp, staff: TestStaff, method: InjectOptions['method'], url: string, body?: unknown): Promise<Answer<T>> {
  return call<T>(app, { method, url, headers: staff.headers, ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}) });
}
