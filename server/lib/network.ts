/** Host names and addresses: no product knowledge. */

/** "name" or "name:port", where name is a host name, an IPv4 address or a bracketed IPv6 address. */
export const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i;

/**
 * Whether the Host header names this server. A page on another site that rebinds its DNS name to
 * 127.0.0.1 still sends its own name as Host, so only configured names are served (DNS rebinding).
 * An allowed entry without a port matches that name on this server's port, or with no port (behind a
 * proxy on 80/443); an entry with a port matches only that port.
 */
export function hostAllowed(header: string | undefined, localPort: number | undefined, allowed: readonly string[]): boolean {
  const match = HOST_PATTERN.exec(header ?? '');
  if (!match) return false;
  const name = match[1].toLowerCase();
  const port = match[2];
  return allowed.some((entry) => {
    const [, allowedName, allowedPort] = HOST_PATTERN.exec(entry) ?? [];
    if (allowedName?.toLowerCase() !== name) return false;
    if (allowedPort !== undefined) return port === allowedPort;
    return port === undefined || Number(port) === localPort;
  });
}

/** Whether `host` (a name or an address, IPv6 without brackets) is this machine's loopback. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
