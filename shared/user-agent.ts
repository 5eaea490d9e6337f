// A user agent string made readable for the security centre's session list and login
// history: the browser with its major version, the operating system and whether it is a
// phone or tablet. Only the families people recognise; anything else reads as unknown
// (an empty name), which the screens word in the reader's language.

export interface DeviceInfo {
  /** "Chrome 131", "Safari 18", "" when not recognised. */
  browser: string;
  /** "Windows", "macOS", "iOS 18", "Android 14", "" when not recognised. */
  os: string;
  mobile: boolean;
}

const major = (ua: string, re: RegExp): string => ua.match(re)?.[1] ?? '';
const named = (name: string, version: string) => (version ? `${name} ${version}` : name);

// order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari
const BROWSERS: [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/],
  ['Safari', /Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

function browserOf(ua: string): string {
  for (const [name, re] of BROWSERS) if (re.test(ua)) return named(name, major(ua, re));
  if (/curl\//i.test(ua)) return 'curl';
  return '';
}

function osOf(ua: string): string {
  if (/iPhone|iPad|iPod/.test(ua)) return named('iOS', major(ua, /OS (\d+)_/));
  if (/Android/.test(ua)) return named('Android', major(ua, /Android (\d+)/));
  if (/Windows NT/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return '';
}

export function deviceOf(userAgent: string): DeviceInfo {
  const ua = userAgent.slice(0, 512);
  return { browser: browserOf(ua), os: osOf(ua), mobile: /Mobi|iPhone|iPad|iPod|Android/.test(ua) };
}
