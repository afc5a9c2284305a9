import { Button, Modal, Spinner, type ButtonProps } from '@p2p/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { MatchSummary } from '../shared/api/types';

// The ladder and its slip load when a bettor opens a match's exchange, not with every list of cards.
const ExchangeDialog = lazy(() =>
  import('./ExchangeDialog').then((module) => ({ default: module.ExchangeDialog })),
);

/** A button that opens a match's exchange (its price ladder and bet slip) in a dialog. */
export function ExchangeButton({
  match,
  children,
  ...button
}: { match: MatchSummary; children: ReactNode } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      {open && (
        <Suspense
          fallback={
            <Modal open title="Exchange" size="lg" onClose={() => setOpen(false)}>
              <Spinner label="Loading…" />
            </Modal>
          }
        >
          <ExchangeDialog match={match} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
