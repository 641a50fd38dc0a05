/**
 * A connection URL whose sessions start with `name = value` (PostgreSQL's `options` startup
 * parameter, so pools, listeners and lock clients built from it all get it before their first
 * query). A setting the URL already names is left as it is. Throws on a string that is not a URL.
 */
export function withConnectionSetting(connectionString: string, name: string, value: string): string {
  const url = new URL(connectionString);
  const options = url.searchParams.get('options') ?? '';
  if (options.includes(`${name}=`)) return connectionString;
  url.searchParams.set('options', `${options} -c ${name}=${value}`.trim());
  return url.toString();
}
