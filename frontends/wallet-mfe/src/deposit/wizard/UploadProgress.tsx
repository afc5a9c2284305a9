import { useId } from 'react';

/** How much of the request has gone up; at 100% the server is still checking and saving it. */
export function UploadProgress({ percent }: { percent: number }) {
  const labelId = useId();
  return (
    <div className="deposit-progress">
      <div className="deposit-progress__label">
        <span id={labelId}>{percent < 100 ? 'Uploading deposit request' : 'Processing deposit request'}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        className="deposit-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="deposit-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
