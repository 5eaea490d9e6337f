import { useMemo } from 'react';
import { encodeQr, qrSvgPath } from '../lib/qr';

/** A QR code drawn as SVG (dark modules on white, 4-module quiet zone); nothing if it does not fit. */
export function QrCode({ value, size = 168, label, testId }: { value: string; size?: number; label: string; testId?: string }) {
  const code = useMemo(() => encodeQr(value, 'M'), [value]);
  if (!code) return null;
  const extent = code.size + 8;
  return (
    <svg
      className="qr-code"
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      data-testid={testId}
      data-version={code.version}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={qrSvgPath(code)} fill="#000" />
    </svg>
  );
}
