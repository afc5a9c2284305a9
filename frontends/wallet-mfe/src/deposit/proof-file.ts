import { MAX_PROOF_BYTES } from './deposit-schema';

/** A chosen proof of payment, read as the data URL the deposit request carries (spec 02 section 5). */
export interface ProofFile {
  name: string;
  type: string;
  size: number;
  dataUrl: string;
  isImage: boolean;
}

export const PROOF_TOO_LARGE = 'File size must be less than 5MB';
export const PROOF_NOT_ACCEPTED = 'Please choose an image or a PDF file';
export const PROOF_ACCEPT = 'image/*,.pdf';

/** Why a file cannot be the proof, checked before anything is read or sent; null when it can. */
export function whyNotAProof(file: File): string | null {
  if (file.size > MAX_PROOF_BYTES) return PROOF_TOO_LARGE;
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  return file.type.startsWith('image/') || isPdf ? null : PROOF_NOT_ACCEPTED;
}

export function readProof(file: File): Promise<ProofFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({
        name: file.name,
        type: file.type,
        size: file.size,
        dataUrl: String(reader.result),
        isImage: file.type.startsWith('image/'),
      });
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/** "1.2 MB", "340 KB". */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
