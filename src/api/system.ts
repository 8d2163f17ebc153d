import * as v from 'valibot';
import { call, type CallOptions } from './client';

const switchValue = v.picklist([0, 1]);

export const systemStatusSchema = v.object({
  status: v.picklist([0, 1, 2]),
  maintenance: v.optional(v.object({ title: v.string(), endTime: v.optional(v.nullable(v.string())), info: v.string() })),
  regionRestriction: v.optional(v.object({ ip: v.string(), info: v.string() })),
  location: v.object({ ip: v.string(), countryCode: v.nullable(v.string()) }),
  merchant: v.object({
    code: v.string(),
    currency: v.string(),
    currencySymbol: v.string(),
    defaultLanguage: v.string(),
    allowedCountries: v.array(v.string()),
    licence: v.object({ name: v.string(), url: v.string() }),
    csBarEnabled: v.boolean(),
  }),
  switches: v.record(v.string(), switchValue),
  customerService: v.array(
    v.object({ csPosition: v.string(), csType: v.string(), name: v.string(), url: v.string() }),
  ),
  // Where each app is found (spec section 3); qrCodeUrl null: draw the code from url.
  resources: v.array(v.object({ resourceType: v.picklist(['ios', 'android', 'lite']), url: v.string(), qrCodeUrl: v.nullable(v.string()) })),
  languages: v.array(v.string()),
});
export type AppResource = SystemStatus['resources'][number];
export type SystemStatus = v.InferOutput<typeof systemStatusSchema>;

export const regionsSchema = v.array(
  v.object({
    country: v.string(),
    countryName: v.string(),
    currency: v.string(),
    merchantCode: v.string(),
    langList: v.array(v.object({ code: v.string(), name: v.string() })),
  }),
);
export type Region = v.InferOutput<typeof regionsSchema>[number];

export const fetchSystemStatus = ({ signal }: CallOptions = {}) => call(systemStatusSchema, 'system/status', { signal });
export const fetchRegions = ({ signal }: CallOptions = {}) => call(regionsSchema, 'system/regions', { signal });
