// The one place that reaches under the `ws` package (issue 44): a message framed once is written
// as the same bytes to every subscriber's socket, instead of `ws.send` building a header and
// doing its bookkeeping per socket. `Sender.frame` is ws's documented static; the socket under a
// WebSocket and its sender's queue are not public, so ws-frames.test.ts fails when an upgrade of
// ws changes them.
import type { Writable } from 'node:stream';
import * as wsPackage from 'ws';
import type { WebSocket } from 'ws';

interface SenderInternals {
  /** 0 (DEFAULT) unless a frame is being compressed or a Blob read: ws then queues its frames. */
  _state: number;
  _queue: unknown[];
}
interface WebSocketInternals {
  _socket?: Writable;
  _sender?: SenderInternals;
  _extensions: Record<string, unknown>;
}
type FrameOptions = { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean };
const { Sender } = wsPackage as unknown as { Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] } };

const TEXT: FrameOptions = { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false };

/** A server's unmasked, uncompressed text frame of `payload`, as one buffer. */
export function textFrame(payload: Buffer): Buffer {
  const parts = Sender.frame(payload, TEXT);
  return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
}

/**
 * The stream under `ws` when whole frames may be written to it directly: permessage-deflate not
 * negotiated (a compressed connection's frames go through ws's own queue, which direct writes
 * would overtake). ws writes each uncompressed frame synchronously and whole (`sendFrame`), so a
 * frame written here never lands inside one of its own; `ws.bufferedAmount` counts both (it is
 * the stream's `writableLength` plus the sender's queued bytes).
 */
export function frameSocket(ws: WebSocket): Writable | undefined {
  const internals = ws as unknown as WebSocketInternals;
  if (internals._extensions['permessage-deflate'] !== undefined) return undefined;
  return internals._socket;
}

/** Whether ws has frames of its own queued for this socket (never, without compression or Blobs). */
export function senderBusy(ws: WebSocket): boolean {
  const sender = (ws as unknown as WebSocketInternals)._sender;
  return sender !== undefined && (sender._state !== 0 || sender._queue.length > 0);
}

/** A message framed once for every socket: the frame, and its payload (the frame's tail) for ws.send. */
export interface Outgoing {
  payload: Buffer;
  frame: Buffer;
}

/** A text message framed once: every socket it goes to gets the same bytes. */
export function framedText(text: string): Outgoing {
  const payload = Buffer.from(text);
  const frame = textFrame(payload);
  return { payload: frame.subarray(frame.length - payload.length), frame };
}

/**
 * Writes a framed message to `ws`: its frame straight to `socket` (the stream under ws, from
 * `frameSocket`), or through ws.send when there is none (compression) or ws has frames of its
 * own queued.
 */
export function writeFramed(ws: WebSocket, socket: Writable | null | undefined, out: Outgoing) {
  if (socket && !senderBusy(ws)) socket.write(out.frame);
  else ws.send(out.payload, { binary: false });
}
