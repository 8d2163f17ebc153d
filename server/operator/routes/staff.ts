// Staff accounts (staff.manage): the list, a new member of staff, a change of role,
// disabled or second factor reset. Each change is audited and ends the member's sessions.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../http/envelope';
import { operatorActor } from '../../http/operatorAuth';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as wire from '../../shared/wire/backoffice';
import { idParams } from '../../shared/wire/common';
import { operatorHeaders } from '../../wallet/routes/schemas';

export function staffRoutes(app: FastifyInstance, services: Services) {
  app.get(
    '/api/operator/staff',
    {
      schema: { tags: ['operator'], summary: 'Staff accounts, with their role, enrolment and last sign-in (staff.manage)', headers: operatorHeaders, response: answersOf(wire.staffAccounts) },
      config: { permission: 'staff.manage' },
    },
    async () => ok({ items: await services.staff.list() }),
  );

  app.post<{ Body: wire.CreateStaffRequest }>(
    '/api/operator/staff',
    {
      schema: {
        tags: ['operator'],
        summary: 'Create a member of staff with a role and a first password (staff.manage, audited)',
        description: 'They enrol their authenticator at their first sign-in. A name already taken answers account_exists.',
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.createStaffRequest),
        response: answersOf(wire.staffAccount),
      },
      config: { permission: 'staff.manage' },
    },
    async (request) => ok(await services.staff.create(request.body, operatorActor(request))),
  );

  app.patch<{ Params: { id: string }; Body: v.InferOutput<typeof wire.updateStaffRequest> }>(
    '/api/operator/staff/:id',
    {
      schema: {
        tags: ['operator'],
        summary: "Change a member of staff's role, disable or enable them, or reset their second factor (staff.manage, audited)",
        description:
          'Any change ends their sessions. An admin cannot disable themself (operation_not_allowed, reason own_account), ' +
          'and the last enabled admin can neither be disabled nor lose the role (reason last_admin).',
        headers: operatorHeaders,
        params: jsonSchemaOf(idParams),
        body: jsonSchemaOf(wire.updateStaffRequest),
        response: answersOf(wire.staffAccount),
      },
      config: { permission: 'staff.manage' },
    },
    async (request) => {
      const operator = request.operator;
      const actor = { ...operatorActor(request), staffId: operator?.kind === 'staff' ? String(operator.staff.id) : undefined };
      return ok(await services.staff.update(request.params.id, request.body, actor));
    },
  );
}
