// Certification (KYC) through the API for tests: photos made with sharp (one with GPS EXIF),
// and a user taken through junior and advanced, each approved by staff.
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { api } from './funds.ts';

/** A JPEG photo `width`×`height` of one colour, carrying EXIF with a GPS position (Greenwich) and a camera name. */
export function jpegWithGps(width = 64, height = 48, background = '#3a6ea5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Leaky 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 28/1 38/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 0/1 5/1' },
    })
    .toBuffer();
}

/** Whether JPEG/PNG `content` carries an EXIF block with a GPS IFD pointer (tag 0x8825, either byte order). */
export async function hasGpsExif(content: Buffer): Promise<boolean> {
  const { exif } = await sharp(content).metadata();
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

export const JUNIOR = { idType: 'passport', realName: 'Ada Lovelace', docNumber: 'E1234567' };

/** Uploads one identity photo; returns the upload id. */
export async function uploadKycPhoto(t: TestApp, token: string, content: Buffer, filename = 'photo.jpg'): Promise<number> {
  const res = await api(t, token).upload(content, filename, 'kyc');
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data.id as number;
}

/** The three advanced photos, uploaded. */
export async function advancedPhotos(t: TestApp, token: string) {
  const colours = ['#aa3333', '#33aa33', '#3333aa'];
  const [frontUploadId, backUploadId, handUploadId] = await Promise.all(
    colours.map(async (c) => uploadKycPhoto(t, token, await jpegWithGps(80, 60, c))),
  );
  return { frontUploadId, backUploadId, handUploadId } as { frontUploadId: number; backUploadId: number; handUploadId: number };
}

/** The newest submission id of a user's tier in the staff queue. */
export async function latestSubmission(t: TestApp, staff: string, userId: number, tier: 'junior' | 'advanced'): Promise<number> {
  const res = await api(t, staff).get(`/api/admin/kyc?userId=${userId}&tier=${tier}`);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data.items[0].id as number;
}

/** Submits `tier` for the user and has staff approve it. */
export async function certify(
  t: TestApp,
  staff: string,
  user: { token: string; userId: number },
  tier: 'junior' | 'advanced',
  docNumber?: string,
) {
  const a = api(t, user.token);
  const body =
    tier === 'junior'
      ? { ...JUNIOR, docNumber: docNumber ?? `P${user.userId}X${Date.now() % 100000}` }
      : await advancedPhotos(t, user.token);
  const sent = await a.post(`/api/kyc/${tier}`, body);
  expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
  const id = await latestSubmission(t, staff, user.userId, tier);
  const ok = await api(t, staff).post(`/api/admin/kyc/${id}/approve`);
  expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
  return id;
}
