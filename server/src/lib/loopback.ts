import ipaddr from 'ipaddr.js';

/** 127.0.0.0/8, ::1, and 127.x written as IPv4-mapped IPv6 (how a dual-stack socket reports it). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}
