import { describe, expect, it } from '@jest/globals';
import { MAX_PROOF_BYTES, parseProofOfPayment, toDataUrl } from './proof-of-payment';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'latin1');
const dataUrl = (declared: string, bytes: Buffer) => `data:${declared};base64,${bytes.toString('base64')}`;

describe('parseProofOfPayment', () => {
  it('detects an image or a PDF by its bytes', () => {
    expect(parseProofOfPayment(dataUrl('image/png', PNG)).mimeType).toBe('image/png');
    expect(parseProofOfPayment(dataUrl('application/pdf', PDF)).mimeType).toBe('application/pdf');
    expect(
      parseProofOfPayment(dataUrl('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]))).mimeType,
    ).toBe('image/jpeg');
  });

  it('ignores the declared type: a PDF declared as text is a PDF, a script declared as PNG is refused', () => {
    expect(parseProofOfPayment(dataUrl('text/plain', PDF)).mimeType).toBe('application/pdf');
    expect(() => parseProofOfPayment(dataUrl('image/png', Buffer.from('<script>alert(1)</script>')))).toThrow(
      'Proof of payment must be an image or a PDF',
    );
  });

  it('refuses what is not a base64 data URL', () => {
    for (const value of [
      'hello',
      'data:image/png,rawtext',
      'data:image/png;base64,@@@@',
      'data:image/png;base64,',
    ]) {
      expect(() => parseProofOfPayment(value)).toThrow('Proof of payment must be an image or a PDF');
    }
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    const atLimit = Buffer.concat([PDF, Buffer.alloc(MAX_PROOF_BYTES - PDF.length)]);
    const overLimit = Buffer.concat([atLimit, Buffer.alloc(1)]);

    expect(parseProofOfPayment(dataUrl('application/pdf', atLimit)).bytes.length).toBe(MAX_PROOF_BYTES);
    expect(() => parseProofOfPayment(dataUrl('application/pdf', overLimit))).toThrow(
      'File size must be less than 5MB',
    );
  });

  it('gives the admin the proof back as a data URL of the detected type', () => {
    const proof = parseProofOfPayment(dataUrl('application/octet-stream', PNG));

    expect(toDataUrl(proof)).toBe(dataUrl('image/png', PNG));
  });
});
