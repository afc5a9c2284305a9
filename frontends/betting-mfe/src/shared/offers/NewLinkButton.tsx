import { Button, Modal, Notice, type ButtonSize } from '@p2p/ui';
import { useState } from 'react';
import { useNewOfferLink } from '../api/betting-mutations';
import { OfferLinkPanel } from './OfferLinkPanel';
import './offer-link.css';

export const NEW_LINK_MESSAGE = 'New link created. The old link no longer works.';

function failureText(error: Error): string {
  return `Failed to create a new link: ${error.message || 'Unknown error'}`;
}

/**
 * New link, for the maker of an open link offer: the link is shown only when it is made, so a maker
 * who lost it makes another. It asks first, because the link already shared stops working.
 */
export function NewLinkButton({ offerId, size = 'sm' }: { offerId: string; size?: ButtonSize }) {
  const [open, setOpen] = useState(false);
  const renew = useNewOfferLink();
  const close = () => {
    setOpen(false);
    renew.reset();
  };

  return (
    <>
      <Button size={size} variant="secondary" onClick={() => setOpen(true)}>
        New link
      </Button>
      <Modal
        open={open}
        title="New link"
        size="sm"
        onClose={close}
        closeOnBackdrop={!renew.data}
        footer={
          renew.data ? (
            <Button onClick={close} data-autofocus>
              Done
            </Button>
          ) : (
            <>
              <Button variant="ghost" onClick={close}>
                Keep Current Link
              </Button>
              <Button onClick={() => renew.mutate(offerId)} loading={renew.isPending} data-autofocus>
                Make New Link
              </Button>
            </>
          )
        }
      >
        {renew.data ? (
          <div className="offer-link__result">
            <Notice tone="success">{NEW_LINK_MESSAGE}</Notice>
            <OfferLinkPanel link={renew.data} />
          </div>
        ) : (
          <div className="offer-link__result">
            <p>
              Make a new link for this offer? The link you shared stops working at once: only whoever gets the
              new link can take the offer.
            </p>
            {renew.isError && <Notice tone="danger">{failureText(renew.error)}</Notice>}
          </div>
        )}
      </Modal>
    </>
  );
}
