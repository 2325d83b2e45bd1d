/** Whether a host name or address is this machine's loopback (traffic to it never leaves the machine). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
