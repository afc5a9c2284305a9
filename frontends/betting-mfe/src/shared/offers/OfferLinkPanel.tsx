import { Button, TextField } from '@p2p/ui';
import { useRef, useState } from 'react';
import type { OfferLink } from '../api/types';
import { offerLinkUrl } from './privacy';
import './offer-link.css';

type CopyState = 'idle' | 'copied' | 'refused';

const COPY_STATUS: Record<CopyState, string> = {
  idle: '',
  copied: 'Link copied.',
  refused: 'Your browser did not allow copying. Select the link above and copy it yourself.',
};

/** A link offer's link, to copy or hand to the device's share sheet where there is one. */
export function OfferLinkPanel({ link }: { link: OfferLink }) {
  const url = offerLinkUrl(link.path);
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const canShare = typeof navigator.share === 'function';

  const copyLink = async () => {
    try {
      // Missing outside secure contexts (plain http), and refused without the page's permission.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('refused');
      input.current?.focus();
      input.current?.select();
    }
  };

  const share = () => {
    // Closing the share sheet rejects too: nothing to report.
    navigator
      .share({ title: 'A bet offer for you', text: 'Take the other side of my bet offer', url })
      .catch(() => undefined);
  };

  return (
    <div className="offer-link">
      <TextField
        ref={input}
        label="Link"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="offer-link__actions">
        <Button variant="secondary" onClick={() => void copyLink()}>
          Copy
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={share}>
            Share
          </Button>
        )}
      </div>
      <p className="offer-link__status" aria-live="polite">
        {COPY_STATUS[copy]}
      </p>
    </div>
  );
}
