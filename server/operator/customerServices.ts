// A merchant's customer-service entries (the right-hand bar and the service page) and its VIP
// channel: read for the back office, replaced by PUT /api/operator/customer-services in one
// transaction with an audit entry holding the list before and after.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { writeAudit } from '../platform/audit';
import type { CsPosition, CsType } from '../shared/merchantSettings';
import type { CustomerServices, CustomerServicesChange, CustomerServicesSet } from '../shared/wire/operatorSettings';
import { operatorMerchantCode } from '../system/system';
import type { Actor } from './operator';

export async function readCustomerServices(db: Kysely<Database> | Transaction<Database>, merchantCode: string): Promise<CustomerServices> {
  const [entries, vip] = await Promise.all([
    db.selectFrom('customer_services').select(['cs_position', 'cs_type', 'name', 'url']).where('merchant_code', '=', merchantCode).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('vip_customer_services').select(['name', 'url']).where('merchant_code', '=', merchantCode).executeTakeFirst(),
  ]);
  return {
    entries: entries.map((e) => ({ csPosition: e.cs_position as CsPosition, csType: e.cs_type as CsType, name: e.name, url: e.url })),
    vip: vip ? { name: vip.name, url: vip.url } : null,
  };
}

export function createCustomerServiceSettings(db: Kysely<Database>, opts: { onChange?: () => void } = {}) {
  return {
    /** Replaces the merchant's entries (in the order given) and, when named, its VIP channel. */
    async replace(change: CustomerServicesChange, actor: Actor): Promise<CustomerServicesSet> {
      const entries = change.entries.map((e) => ({ ...e, name: e.name.trim() }));
      const vip = change.vip && { name: change.vip.name.trim(), url: change.vip.url };
      const result = await db.transaction().execute(async (trx) => {
        const code = await operatorMerchantCode(trx, change.merchantCode);
        const before = await readCustomerServices(trx, code);
        await trx.deleteFrom('customer_services').where('merchant_code', '=', code).execute();
        if (entries.length) {
          await trx
            .insertInto('customer_services')
            .values(entries.map((e, sort_order) => ({ merchant_code: code, cs_position: e.csPosition, cs_type: e.csType, name: e.name, url: e.url, sort_order })))
            .execute();
        }
        if (vip === null) await trx.deleteFrom('vip_customer_services').where('merchant_code', '=', code).execute();
        if (vip) {
          await trx
            .insertInto('vip_customer_services')
            .values({ merchant_code: code, ...vip })
            .onConflict((oc) => oc.column('merchant_code').doUpdateSet(vip))
            .execute();
        }
        const after = await readCustomerServices(trx, code);
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'customer_services.change', details: { merchantCode: code, before, after } });
        return { merchantCode: code, ...after };
      });
      opts.onChange?.();
      return result;
    },
  };
}

export type CustomerServiceSettings = ReturnType<typeof createCustomerServiceSettings>;
