import proxyaddr from '@fastify/proxy-addr';

/** METRICS_ALLOW's default: this machine only. */
export const DEFAULT_METRICS_ALLOW = '127.0.0.1,::1';

/**
 * METRICS_ALLOW as a test of an address: comma-separated IPs and CIDR ranges (IPv4, IPv6,
 * IPv4-mapped IPv6 taken as IPv4), or `none`. Throws on an entry that is not an address.
 */
export function metricsAllowList(value: string): (address: string) => boolean {
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'none')) return () => false;
  const trusted = proxyaddr.compile(entries);
  return (address) => trusted(address, 0);
}

/** Whether METRICS_ALLOW can be read (for the configuration check). */
export function isMetricsAllowList(value: string): boolean {
  try {
    metricsAllowList(value);
    return true;
  } catch {
    return false;
  }
}
