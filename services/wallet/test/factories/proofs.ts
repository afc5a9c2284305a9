const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A receipt photo: PNG magic bytes padded to the size wanted. */
export function pngProof(bytes = 64, declared = 'image/png'): string {
  const body = Buffer.concat([PNG_HEADER, Buffer.alloc(Math.max(0, bytes - PNG_HEADER.length), 7)]);
  return `data:${declared};base64,${body.toString('base64')}`;
}

export function pdfProof(declared = 'application/pdf'): string {
  return `data:${declared};base64,${Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n').toString('base64')}`;
}

/** A script dressed up as an image: the declared type says PNG, the bytes do not. */
export function disguisedProof(): string {
  return `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
}
