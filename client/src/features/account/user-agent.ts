/** What a session's User-Agent header says about the device, in names people know. */
export interface Device {
  browser: string | null;
  os: string | null;
  kind: 'phone' | 'tablet' | 'computer';
}

// Order matters: Edge, Opera and Samsung Internet also call themselves Chrome, and Chrome calls itself Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bHeadlessChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, table: [RegExp, string][]): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

export function describeUserAgent(userAgent: string | null): Device {
  const text = userAgent ?? '';
  const os = firstMatch(text, SYSTEMS);
  // Android phones say "Mobile"; Android tablets do not.
  const mobile = /\bMobile\b/.test(text);
  const kind =
    os === 'iPad' || (os === 'Android' && !mobile) ? 'tablet' : os === 'iPhone' || mobile ? 'phone' : 'computer';
  return { browser: firstMatch(text, BROWSERS), os, kind };
}
