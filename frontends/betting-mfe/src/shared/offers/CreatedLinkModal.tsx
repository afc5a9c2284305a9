import { Button, Modal, Notice } from '@p2p/ui';
import type { OfferLink } from '../api/types';
import { OfferLinkPanel } from './OfferLinkPanel';
import './create-offer.css';

/** The step after creating a link offer: its link, which the server shows only in that answer. */
export function CreatedLinkModal({ link, onClose }: { link: OfferLink; onClose: () => void }) {
  return (
    <Modal
      open
      title="Share Your Offer"
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <Button onClick={onClose} data-autofocus>
          Done
        </Button>
      }
    >
      <div className="create-offer">
        <Notice tone="success">Bet offer created successfully!</Notice>
        <p>
          Anyone with this link can take your offer. Copy or share it now: it is shown only this once. If it
          gets lost, make a new link from Your Bet Offers (the old one then stops working).
        </p>
        <OfferLinkPanel link={link} />
      </div>
    </Modal>
  );
}
