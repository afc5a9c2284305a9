import type { Deposit } from '@p2p/contracts/api';
import { buttonClassName, QueryFailure, Spinner } from '@p2p/ui';
import { fetchFile, useSession } from '@p2p/web-session';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { depositKeys } from '../deposit-queries';

const PDF = 'application/pdf';

/**
 * The deposit's proof, fetched with the token (the server serves it only as an attachment): an image
 * inline, a PDF as a link that opens it. The file is typed from what the server detected, so nothing
 * but an image or a PDF is ever shown.
 */
export function ProofView({ deposit }: { deposit: Deposit }) {
  const { user } = useSession();
  const proofUrl = deposit.proofUrl;
  const file = useQuery({
    queryKey: [...depositKeys.detail(user?.id, deposit.id), 'proof'],
    queryFn: ({ signal }) => fetchFile(proofUrl!, { fallback: 'Failed to load proof of payment', signal }),
    enabled: proofUrl !== null,
    staleTime: Infinity,
  });
  const isImage = deposit.proofType?.startsWith('image/') ?? false;
  const url = useProofUrl(file.data, isImage ? deposit.proofType! : PDF);

  if (!proofUrl) return <p className="text-muted">No proof of payment was uploaded.</p>;
  if (file.isPending) return <Spinner label="Loading proof of payment" />;
  if (file.isError) return <QueryFailure query={file} />;
  if (!url) return null;
  return isImage ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="deposit-proof-view">
      <img src={url} alt="Proof of payment" className="deposit-proof-view__image" />
      <span className="ui-visually-hidden"> (open full size)</span>
    </a>
  ) : (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClassName({ variant: 'secondary', size: 'sm' })}
    >
      Open proof of payment (PDF)
    </a>
  );
}

/**
 * Where the page shows the proof from. The page's CSP lets images come from data: URLs only (not
 * blob:), so an image is read into one; a PDF opens in a tab of its own from an object URL.
 */
function useProofUrl(blob: Blob | undefined, type: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const typed = new Blob([blob], { type });
    if (type === PDF) {
      const created = URL.createObjectURL(typed);
      // The object URL is a resource made here and revoked in the cleanup: the effect is what owns it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setUrl(created);
      return () => {
        URL.revokeObjectURL(created);
        setUrl(null);
      };
    }
    const reader = new FileReader();
    reader.onload = () => setUrl(String(reader.result));
    reader.readAsDataURL(typed);
    return () => {
      reader.abort();
      setUrl(null);
    };
  }, [blob, type]);
  return url;
}
