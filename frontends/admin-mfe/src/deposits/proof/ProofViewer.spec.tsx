/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { mockApi, renderTab, signInAdmin, type ApiCall } from '../../shared/testing/render-tab';
import { aDeposit } from '../testing/factories';
import { ProofViewer } from './ProofViewer';

// pdf.js draws on canvases jsdom does not have: the viewer is replaced by one naming what it got.
jest.mock('./PdfViewer', () => ({
  __esModule: true,
  default: ({ blob }: { blob: Blob }) => <p>PDF viewer with {blob.size} bytes</p>,
}));

/** The proof as the wallet serves it: bytes of the detected type, only with the token. */
function fileAnswer(bytes: string, type: string) {
  return () =>
    ({
      ok: true,
      status: 200,
      headers: { get: () => type },
      blob: async () => new Blob([bytes], { type }),
      text: async () => bytes,
    }) as unknown as Response;
}

const PROOF = '/api/deposits/transactions/d-1/proof';
const proofCalls = (calls: ApiCall[]) => calls.filter((call) => call.url === PROOF);

describe(ProofViewer.name, () => {
  beforeEach(() => {
    localStorage.clear();
    signInAdmin();
  });
  afterEach(cleanup);

  it('shows an image proof inline from a data URL, with a zoom toggle', async () => {
    const calls = mockApi({ [`GET ${PROOF}`]: fileAnswer('png-bytes', 'image/png') });
    const { user } = renderTab(<ProofViewer deposit={aDeposit({ id: 'd-1', proofType: 'image/png' })} />);

    const image = (await screen.findByRole('img', { name: 'Proof of payment' })) as HTMLImageElement;
    expect(image.src).toMatch(/^data:image\/png;base64,/);
    expect(proofCalls(calls)).toHaveLength(1);
    const [, init] = jest.mocked(globalThis.fetch).mock.calls.find(([url]) => String(url) === PROOF)!;
    expect((init?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    const zoom = screen.getByRole('button', { name: 'Zoom in' });
    expect(zoom.getAttribute('aria-pressed')).toBe('false');

    await user.click(zoom);

    expect(screen.getByRole('button', { name: 'Zoom out' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(/PDF viewer/)).toBeNull();
  });

  it('opens a PDF proof in the PDF viewer, never as an image', async () => {
    mockApi({ [`GET ${PROOF}`]: fileAnswer('%PDF-1.7 bytes', 'application/pdf') });
    renderTab(<ProofViewer deposit={aDeposit({ id: 'd-1', proofType: 'application/pdf' })} />);

    expect(await screen.findByText('PDF viewer with 14 bytes')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows neither for a type that is not an image or a PDF', async () => {
    mockApi({ [`GET ${PROOF}`]: fileAnswer('<svg/>', 'image/svg+xml') });
    renderTab(<ProofViewer deposit={aDeposit({ id: 'd-1', proofType: 'image/svg+xml' })} />);

    expect(await screen.findByText('This proof is not an image or a PDF and cannot be shown.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says when there is no proof, without asking the server', () => {
    const calls = mockApi({});
    renderTab(
      <ProofViewer deposit={aDeposit({ id: 'd-1', proofUrl: null, proofType: null, hasProof: false })} />,
    );

    expect(screen.getByText('No proof of payment was uploaded.')).toBeTruthy();
    expect(proofCalls(calls)).toHaveLength(0);
  });
});
