import { Icon } from '@p2p/ui';

export type WizardStep = 1 | 2 | 3;

const STEPS = ['Payment Method', 'Amount', 'Payment Details'] as const;

/** Where the depositor is in the three steps of spec 02's wizard. */
export function WizardSteps({ current }: { current: WizardStep }) {
  return (
    <ol className="deposit-stepper" aria-label="Deposit steps">
      {STEPS.map((label, index) => {
        const step = index + 1;
        const state = step < current ? 'done' : step === current ? 'current' : 'next';
        return (
          <li
            key={label}
            className={`deposit-stepper__step deposit-stepper__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="deposit-stepper__number" aria-hidden="true">
              {state === 'done' ? <Icon name="check" size={14} /> : step}
            </span>
            <span className="deposit-stepper__label">
              {label}
              {state === 'done' && <span className="ui-visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
