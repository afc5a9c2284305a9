import { Link } from '@p2p/router';
import { Button, buttonClassName, Card, Modal } from '@p2p/ui';
import { useState } from 'react';

const FAQ = [
  {
    question: 'How long does a deposit take?',
    answer:
      'Our team reviews each deposit request, usually within 24 hours. Your balance is credited as soon as it is approved, and we send you an email.',
  },
  {
    question: 'What fee will I pay?',
    answer:
      'It depends on the payment method and is shown before you submit: you receive the amount you send minus the processing fee.',
  },
  {
    question: 'What can I upload as proof of payment?',
    answer:
      'A screenshot, photo or PDF of your receipt or transfer confirmation, up to 5MB. A proof and the transaction reference help us match your payment quickly.',
  },
  {
    question: 'What if my deposit is rejected?',
    answer:
      "The admin notes on the deposit say why. Open it from Recent Deposits, and contact support if you think it's a mistake.",
  },
];

export function NeedHelpCard() {
  const [faqOpen, setFaqOpen] = useState(false);
  return (
    <Card title="Need Help?" className="deposit-help">
      <p className="text-muted">Having trouble with a deposit? Our support team is available 24/7.</p>
      <div className="deposit-help__actions">
        <Link to="/support" className={buttonClassName({ size: 'sm' })}>
          Contact Support
        </Link>
        <Button size="sm" variant="secondary" onClick={() => setFaqOpen(true)}>
          View FAQ
        </Button>
      </div>
      <Modal open={faqOpen} title="Deposit FAQ" onClose={() => setFaqOpen(false)}>
        <div className="deposit-faq">
          {FAQ.map((item) => (
            <details key={item.question} className="deposit-faq__item">
              <summary>{item.question}</summary>
              <p className="text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </Modal>
    </Card>
  );
}
