import type { Ref } from 'react';

/** Odds typed, or stepped along the ladder with the buttons or the arrow keys. */
export function OddsField({
  id,
  inputRef,
  value,
  error,
  onChange,
  onTick,
}: {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onTick: (ticks: number) => void;
}) {
  return (
    <div className={['ui-field', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        Odds
      </label>
      <div className="exchange-slip__stepper">
        <button
          type="button"
          className="exchange-slip__tick"
          aria-label="Lower the odds by one step"
          aria-controls={id}
          onClick={() => onTick(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          ref={inputRef}
          id={id}
          className="ui-input exchange-slip__odds"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-${error ? 'error' : 'hint'}`}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            event.preventDefault();
            onTick(event.key === 'ArrowUp' ? 1 : -1);
          }}
        />
        <button
          type="button"
          className="exchange-slip__tick"
          aria-label="Raise the odds by one step"
          aria-controls={id}
          onClick={() => onTick(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {error ? (
        <p className="ui-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : (
        <p className="ui-field__hint" id={`${id}-hint`}>
          Decimal odds; arrow keys step
        </p>
      )}
    </div>
  );
}
