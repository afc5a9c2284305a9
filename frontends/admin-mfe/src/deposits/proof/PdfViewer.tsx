import { Notice, Spinner } from '@p2p/ui';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';

// Emitted as a file of this remote, so the page's CSP (script-src 'self') admits the worker.
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;

/** A proof is a receipt or a statement: a few pages at most are worth drawing. */
const MAX_PAGES = 5;
const SCALE = 1.5;

type Loaded = { document: PDFDocumentProxy } | { error: string } | null;

/**
 * A PDF proof drawn by pdf.js onto canvases. Script-free: pdf.js runs no document JavaScript without
 * its scripting sandbox (never loaded here), eval is off, and no annotation layer or links are drawn.
 * A browser's own PDF viewer is no option: the page's CSP allows no blob: frames or objects.
 */
export default function PdfViewer({ blob }: { blob: Blob }) {
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    let task: ReturnType<typeof getDocument> | null = null;
    let cancelled = false;
    void blob.arrayBuffer().then((bytes) => {
      if (cancelled) return;
      task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, enableXfa: false });
      task.promise.then(
        (document) => !cancelled && setLoaded({ document }),
        (error: Error) => !cancelled && setLoaded({ error: error.message }),
      );
    });
    return () => {
      cancelled = true;
      setLoaded(null);
      void task?.destroy();
    };
  }, [blob]);

  if (!loaded) return <Spinner label="Opening PDF" />;
  if ('error' in loaded) return <Notice tone="danger">{`Failed to open the PDF: ${loaded.error}`}</Notice>;
  const { document } = loaded;
  const shown = Math.min(document.numPages, MAX_PAGES);
  return (
    <div className="admin-proof">
      {document.numPages > MAX_PAGES && (
        <p className="text-muted">
          Showing the first {MAX_PAGES} of {document.numPages} pages.
        </p>
      )}
      <div className="admin-proof__frame admin-proof__frame--pdf">
        {Array.from({ length: shown }, (_, index) => (
          <PdfPage key={index} document={document} pageNumber={index + 1} pageCount={document.numPages} />
        ))}
      </div>
    </div>
  );
}

function PdfPage({
  document,
  pageNumber,
  pageCount,
}: {
  document: PDFDocumentProxy;
  pageNumber: number;
  pageCount: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let render: { cancel(): void } | null = null;
    let cancelled = false;
    void document.getPage(pageNumber).then(
      (page) => {
        const target = canvas.current;
        if (cancelled || !target) return;
        const viewport = page.getViewport({ scale: SCALE });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        const task = page.render({ canvas: target, viewport });
        render = task;
        task.promise.catch((failure: Error) => {
          if (!cancelled && failure.name !== 'RenderingCancelledException') setError(failure.message);
        });
      },
      (failure: Error) => !cancelled && setError(failure.message),
    );
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [document, pageNumber]);

  if (error) return <Notice tone="danger">{`Page ${pageNumber} could not be drawn: ${error}`}</Notice>;
  return (
    <canvas
      ref={canvas}
      className="admin-proof__page"
      role="img"
      aria-label={`Proof of payment, page ${pageNumber} of ${pageCount}`}
    />
  );
}
