import { Card, PageHeader } from '@p2p/ui';

const SECTIONS = [
  {
    title: 'Who may bet',
    text: 'You must be at least 18 years old and allowed to bet where you live. One account per person; accounts are personal and may not be shared or sold.',
  },
  {
    title: 'Peer-to-peer bets',
    text: 'P2P Bet does not set odds or take the other side of your bets. When you post an offer, your stake is held until another bettor matches it, you cancel it, or it expires five minutes before kick-off. When an offer is matched, both stakes are held until the match is settled from its final score.',
  },
  {
    title: 'Settlement',
    text: 'The winner receives both stakes. A void match (cancelled, postponed or abandoned) refunds both stakes. Results come from the official final score.',
  },
  {
    title: 'Deposits and withdrawals',
    text: 'Deposits by bank transfer are credited after our team checks your proof of payment, usually within 24 hours. Withdrawals go only to accounts in your own name.',
  },
  {
    title: 'Responsible betting',
    text: 'Bet only what you can afford to lose. Contact Support at any time to limit or close your account.',
  },
];

/** /terms, opened in a new tab from the sign-up form. */
export default function TermsPage() {
  return (
    <div className="stack" style={{ maxWidth: 760, margin: '0 auto' }}>
      <PageHeader title="Terms of Service" subtitle="The rules every P2P Bet account agrees to." />
      {SECTIONS.map((section) => (
        <Card key={section.title} title={section.title}>
          <p className="text-muted">{section.text}</p>
        </Card>
      ))}
    </div>
  );
}
