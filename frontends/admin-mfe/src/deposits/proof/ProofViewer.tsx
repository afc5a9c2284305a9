import type { Deposit } from '@p2p/contracts/api';
import { Notice, QueryFailure, Spinner } from '@p2p/ui';
import { lazy, Suspense } from 'react';
import { useProof } from '../deposit-queries';
import { ProofImage } from './ProofImage';
import { proofKind } from './proof-kind';

// pdf.js is large: it loads only when a PDF proof is opened.
const PdfViewer = lazy(() => import('./PdfViewer'));

/** The deposit's proof, fetched with the token from its own URL, shown by the type the server detected. */
export function ProofViewer({ deposit }: { deposit: Deposit }) {
  const file = useProof(deposit);
  if (!deposit.proofUrl) return <p className="text-muted">No proof of payment was uploaded.</p>;
  if (file.isPending) return <Spinner label="Loading proof of payment" />;
  if (file.isError) return <QueryFailure query={file} prefix="Failed to load proof of payment" />;

  const kind = proofKind(deposit.proofType ?? file.data.type);
  if (kind === 'image') return <ProofImage blob={file.data} type={deposit.proofType ?? file.data.type} />;
  if (kind === 'pdf')
    return (
      <Suspense fallback={<Spinner label="Loading PDF viewer" />}>
        <PdfViewer blob={file.data} />
      </Suspense>
    );
  return <Notice tone="warning">This proof is not an image or a PDF and cannot be shown.</Notice>;
}
