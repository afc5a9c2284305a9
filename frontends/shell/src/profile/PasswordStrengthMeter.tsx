import './strength.css';
import { passwordStrength } from './password-strength';

/** Five bars filled to the score, in the score's colour, with its label. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label, color } = passwordStrength(password);
  return (
    <div className={`strength strength--${color}`} data-testid="password-strength">
      <div
        className="strength__bars"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={label}
      >
        {[1, 2, 3, 4, 5].map((bar) => (
          <span
            key={bar}
            className={['strength__bar', bar <= score && 'strength__bar--on'].filter(Boolean).join(' ')}
          />
        ))}
      </div>
      <p className="strength__label">
        Password strength: <strong>{label}</strong>
      </p>
    </div>
  );
}
