/** Client IPs by country, presented through X-Forwarded-For (the e2e server trusts 127.0.0.1; so does bench/lighthouse.ts). */
export const VISITOR_IP = { NG: '41.58.0.1', AU: '1.120.0.1' } as const;
