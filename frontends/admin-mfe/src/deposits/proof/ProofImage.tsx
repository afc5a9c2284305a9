import { Button, Spinner } from '@p2p/ui';
import { useEffect, useState } from 'react';

/**
 * An image proof with a zoom toggle: fitted to the dialog, or at full size in a scrolling frame.
 * The page's CSP admits images from data: URLs and not blob:, so the file is read into one.
 */
export function ProofImage({ blob, type }: { blob: Blob; type: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [zoomed, setZoomed] = useState(false);

  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setUrl(String(reader.result));
    // Typed from the server's detection, so the browser never sniffs it as something else.
    reader.readAsDataURL(new Blob([blob], { type }));
    return () => reader.abort();
  }, [blob, type]);

  if (!url) return <Spinner label="Preparing proof of payment" />;
  return (
    <div className="admin-proof">
      <Button
        size="sm"
        variant="secondary"
        aria-pressed={zoomed}
        onClick={() => setZoomed((value) => !value)}
      >
        {zoomed ? 'Zoom out' : 'Zoom in'}
      </Button>
      <div className={zoomed ? 'admin-proof__frame admin-proof__frame--zoomed' : 'admin-proof__frame'}>
        <img src={url} alt="Proof of payment" className="admin-proof__image" />
      </div>
    </div>
  );
}
