import { ValidationFailedError } from '@p2p/service-kit';

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export interface ProofOfPayment {
  bytes: Buffer;
  /** Detected from the bytes, never taken from the data URL's declared type. */
  mimeType: string;
}

const DATA_URL = /^data:[^,]*;base64,(.*)$/s;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Magic numbers of the formats a receipt comes in: photos and scans, and PDF. */
const SIGNATURES: Array<{ mimeType: string; matches: (bytes: Buffer) => boolean }> = [
  { mimeType: 'image/png', matches: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mimeType: 'image/jpeg', matches: startsWith([0xff, 0xd8, 0xff]) },
  { mimeType: 'image/gif', matches: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  { mimeType: 'image/webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { mimeType: 'image/bmp', matches: (b) => b.length >= 26 && ascii(b, 0, 2) === 'BM' },
  {
    mimeType: 'image/tiff',
    matches: (b) => startsWith([0x49, 0x49, 0x2a, 0x00])(b) || startsWith([0x4d, 0x4d, 0x00, 0x2a])(b),
  },
  {
    mimeType: 'image/heic',
    matches: (b) => ascii(b, 4, 8) === 'ftyp' && ['heic', 'heix', 'mif1', 'msf1'].includes(ascii(b, 8, 12)),
  },
  { mimeType: 'application/pdf', matches: (b) => ascii(b, 0, 5) === '%PDF-' },
];

export class ProofNotAcceptedError extends ValidationFailedError {
  constructor() {
    super('Proof of payment must be an image or a PDF');
  }
}

export class ProofTooLargeError extends ValidationFailedError {
  constructor() {
    super('File size must be less than 5MB');
  }
}

/** Decodes a proof sent as a base64 data URL (as the deposit screen reads the file) and checks what it really is. */
export function parseProofOfPayment(dataUrl: string): ProofOfPayment {
  const payload = DATA_URL.exec(dataUrl)?.[1];
  if (payload === undefined) throw new ProofNotAcceptedError();
  const base64 = payload.replace(/\s/g, '');
  // Refuse an oversized file from its length, before decoding megabytes for nothing.
  if (Math.floor((base64.length * 3) / 4) - padding(base64) > MAX_PROOF_BYTES) throw new ProofTooLargeError();
  if (!BASE64.test(base64) || base64.length % 4 !== 0) throw new ProofNotAcceptedError();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PROOF_BYTES) throw new ProofTooLargeError();
  const mimeType = SIGNATURES.find((signature) => signature.matches(bytes))?.mimeType;
  if (!mimeType) throw new ProofNotAcceptedError();
  return { bytes, mimeType };
}

export function toDataUrl(proof: ProofOfPayment): string {
  return `data:${proof.mimeType};base64,${proof.bytes.toString('base64')}`;
}

function startsWith(prefix: number[]) {
  return (bytes: Buffer) => bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.length >= end ? bytes.subarray(start, end).toString('latin1') : '';
}

function padding(base64: string): number {
  return base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
}
