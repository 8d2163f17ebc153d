// The visitor's address and country: normalised IPs, offline country lookup
// (geoip-country ships its data, nothing is downloaded) and CIDR matching.
import { BlockList, isIP } from 'node:net';
import geoip from 'geoip-country';

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) becomes `1.2.3.4`. */
export function normaliseIp(ip: string | undefined): string {
  if (!ip) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/** ISO country code of a public address; null for loopback, private and unknown ones. */
export function countryOf(ip: string): string | null {
  if (!isIP(ip)) return null;
  return geoip.lookup(ip)?.country ?? null;
}

export interface ParsedCidr {
  /** The range as PostgreSQL's `cidr` accepts it (host bits are cleared by the database). */
  text: string;
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** Reads `203.0.113.0/24`, `2001:db8::/32` or a single address; undefined when malformed. */
export function parseCidr(value: string): ParsedCidr | undefined {
  const [address = '', prefixText, ...rest] = value.trim().split('/');
  if (rest.length) return undefined;
  const version = isIP(address);
  if (!version) return undefined;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return undefined;
  return { text: `${address}/${prefix}`, address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** A matcher over CIDR ranges; malformed entries are skipped rather than failing the answer. */
export function cidrMatcher(cidrs: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  let count = 0;
  for (const cidr of cidrs) {
    const parsed = parseCidr(cidr);
    if (!parsed) continue;
    list.addSubnet(parsed.address, parsed.prefix, parsed.family);
    count += 1;
  }
  if (count === 0) return () => false;
  return (ip) => {
    const version = isIP(ip);
    return version !== 0 && list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
  };
}
