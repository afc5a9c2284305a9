import type { FormResult } from './football-types';
import './football.css';

const NAMES: Record<FormResult, string> = { W: 'won', D: 'drawn', L: 'lost' };

/** The last five results, oldest first, as W / D / L badges. */
export function FormBadges({ form, team }: { form: FormResult[]; team: string }) {
  if (form.length === 0) return null;
  return (
    <ul className="form-badges" aria-label={`${team} recent form: ${form.map((r) => NAMES[r]).join(', ')}`}>
      {form.map((result, index) => (
        <li key={index} className={`form-badge form-badge--${result}`} aria-hidden="true">
          {result}
        </li>
      ))}
    </ul>
  );
}
