export type ProofKind = 'image' | 'pdf' | 'unsupported';

/** The types the wallet accepts and detects from the bytes (Deposit.proofType). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * How a proof is shown, from the type the server detected: an image inline, a PDF in the viewer,
 * anything else not at all (never guessed from a file name).
 */
export function proofKind(type: string | null | undefined): ProofKind {
  const normalized = type?.split(';')[0].trim().toLowerCase() ?? '';
  if (IMAGE_TYPES.has(normalized)) return 'image';
  if (normalized === 'application/pdf') return 'pdf';
  return 'unsupported';
}
