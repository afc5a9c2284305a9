import { Button, Icon } from '@p2p/ui';
import { useId, useRef, useState, type DragEvent } from 'react';
import { formatFileSize, PROOF_ACCEPT, readProof, whyNotAProof, type ProofFile } from '../proof-file';

interface Props {
  proof: ProofFile | null;
  onChange: (proof: ProofFile | null) => void;
  disabled?: boolean;
}

/**
 * Optional Proof of Payment: dropped on the zone or picked, an image or a PDF up to 5 MB, checked
 * before it is read, so a refused file is never read or sent (spec 02 section 5).
 */
export function ProofField({ proof, onChange, disabled }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const take = async (file: File | undefined) => {
    // Cleared every time, so a refused file leaves nothing chosen and the same file can be picked again.
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = whyNotAProof(file);
    setError(refusal);
    if (refusal) return;
    try {
      onChange(await readProof(file));
    } catch {
      setError('Could not read this file. Please choose another one.');
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files[0]);
  };

  return (
    <div className={['ui-field', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        Proof of Payment (optional)
      </label>
      <div
        className={['deposit-dropzone', dragging && 'deposit-dropzone--active'].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="receipt" size={26} />
        <span>
          Drag and drop your receipt here, or <span className="deposit-dropzone__pick">choose a file</span>
        </span>
        <span className="deposit-dropzone__hint" id={`${id}-hint`}>
          Image or PDF, up to 5MB
        </span>
        <input
          ref={input}
          id={id}
          type="file"
          accept={PROOF_ACCEPT}
          className="deposit-dropzone__input"
          disabled={disabled}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void take(event.target.files?.[0])}
        />
      </div>
      {error && (
        <p className="ui-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {proof && (
        <div className="deposit-proof">
          {proof.isImage ? (
            <img className="deposit-proof__thumb" src={proof.dataUrl} alt={`Preview of ${proof.name}`} />
          ) : (
            <span className="deposit-proof__icon" aria-hidden="true">
              PDF
            </span>
          )}
          <span className="deposit-proof__name">
            {proof.name}
            <span className="text-muted"> · {formatFileSize(proof.size)}</span>
          </span>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${proof.name}`}
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            Remove
          </Button>
        </div>
      )}
    </div>
  );
}
