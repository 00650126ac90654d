import { isIPv4 } from "node:net";

/** Whether a socket's remote address is this machine: 127.0.0.0/8 or ::1, also IPv4 written as IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.toLowerCase().startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  if (isIPv4(ipv4)) return ipv4.startsWith("127.");
  return address === "::1" || address === "0:0:0:0:0:0:0:1";
}
