import { useMemo } from 'react';
import { encodeQr, qrSvgPath } from '../../../lib/qr';

/** The otpauth:// URI as a QR code for an authenticator app to scan (dark on white, quiet zone of 4). */
export function EnrolQr({ uri, label }: { uri: string; label: string }) {
  const code = useMemo(() => encodeQr(uri, 'M'), [uri]);
  if (!code) return null;
  const side = code.size + 8;
  return (
    <svg
      width={200}
      height={200}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      role="img"
      style={{ flex: 'none', borderRadius: 8 }}
      aria-label={label}
      data-testid="enrol-qr"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrSvgPath(code)} fill="#000" />
    </svg>
  );
}
