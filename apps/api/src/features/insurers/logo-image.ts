// Insurer logos (ADR 0117): PNG, JPEG or WebP only, recognised by their first bytes rather than by
// the name or type the browser gave, at most LOGO_MAX_BYTES. SVG is refused: it can carry script
// and links, and the site serves logos from its own origin.

import { createHash } from 'node:crypto';
import { LOGO_MAX_BYTES } from '@brokerage/shared/insurers/insurer-schemas';

export interface LogoImage {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Buffer;
  /** Short hash of the bytes: the logo URL's version. */
  version: string;
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

/** The image type its bytes show, or null when they are none of PNG, JPEG and WebP. */
export function sniffImage(bytes: Buffer): LogoImage['contentType'] | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

const DATA_URL = /^data:image\/(?:png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The image a stored logo data: URL holds, or null when there is none or it is not an accepted image. */
export function logoImage(dataUrl: string): LogoImage | null {
  const base64 = DATA_URL.exec(dataUrl)?.[1];
  if (base64 === undefined) return null;
  const bytes = Buffer.from(base64, 'base64');
  const contentType = sniffImage(bytes);
  if (contentType === null || bytes.length > LOGO_MAX_BYTES) return null;
  const version = createHash('sha256').update(bytes).digest('base64url').slice(0, 10);
  return { contentType, bytes, version };
}

/** Why a logo sent by staff is refused, or null when it is accepted ('' removes the logo). */
export function logoProblem(dataUrl: string): string | null {
  if (dataUrl === '' || logoImage(dataUrl) !== null) return null;
  return 'Choose a PNG, JPEG or WebP image of at most 100 KB for the logo';
}
