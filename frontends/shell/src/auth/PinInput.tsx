import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { digitsOnly, enterDigits, PIN_LENGTH } from './pin';

export interface PinInputProps {
  boxes: string[];
  onChange: (boxes: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

/** Six one-digit boxes: typing moves on, Backspace on an empty box moves back, a paste fills them all. */
export function PinInput({ boxes, onChange, invalid, describedBy, disabled }: PinInputProps) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => inputs.current[index]?.focus();

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !boxes[index] && index > 0) {
      event.preventDefault();
      const next = [...boxes];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < PIN_LENGTH - 1) {
      focus(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = digitsOnly(event.clipboardData.getData('text'));
    const result = enterDigits(boxes, text.length === PIN_LENGTH ? 0 : index, text);
    onChange(result.boxes);
    focus(result.focus);
  };

  return (
    <div
      className={['pin', invalid && 'pin--invalid'].filter(Boolean).join(' ')}
      role="group"
      aria-label="Verification code"
      aria-describedby={describedBy}
    >
      {boxes.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className="pin__box"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${PIN_LENGTH}`}
          aria-invalid={invalid || undefined}
          maxLength={PIN_LENGTH}
          value={digit}
          disabled={disabled}
          onChange={(event) => {
            const result = enterDigits(
              boxes,
              index,
              event.target.value.replace(digit, '') || event.target.value,
            );
            onChange(result.boxes);
            if (digitsOnly(event.target.value)) focus(result.focus);
          }}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
