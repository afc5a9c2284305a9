export type StrengthLabel = 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';
export type StrengthColor = 'red' | 'yellow' | 'green';

export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
  color: StrengthColor;
}

const CHECKS: ReadonlyArray<(password: string) => boolean> = [
  (password) => password.length >= 8,
  (password) => password.length >= 12,
  (password) => /[a-z]/.test(password),
  (password) => /[A-Z]/.test(password),
  (password) => /\d/.test(password),
  (password) => /[^A-Za-z0-9]/.test(password),
];

const LABELS: Record<number, StrengthLabel> = {
  0: 'Very Weak',
  1: 'Very Weak',
  2: 'Weak',
  3: 'Fair',
  4: 'Good',
  5: 'Strong',
};

/**
 * Spec 01 section 5: a point each for length 8+, length 12+, a lowercase letter, an uppercase
 * letter, a digit and a symbol, capped at 5; red up to 2, yellow at 3, green above.
 */
export function passwordStrength(password: string): PasswordStrength {
  const score = Math.min(5, CHECKS.filter((check) => check(password)).length);
  return { score, label: LABELS[score], color: score <= 2 ? 'red' : score === 3 ? 'yellow' : 'green' };
}
