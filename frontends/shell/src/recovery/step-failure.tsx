import { Notice } from '@p2p/ui';
import { useCallback, useState } from 'react';

/**
 * A recovery step's submit: it clears the previous failure, runs the call and, if it throws,
 * keeps the message the form shows above its fields.
 */
export function useStepFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useCallback(async (step: () => Promise<void>, messageOf: (error: unknown) => string) => {
    setFailure(null);
    try {
      await step();
    } catch (error) {
      setFailure(messageOf(error));
    }
  }, []);
  return { failure, attempt };
}

export function StepFailure({ failure }: { failure: string | null }) {
  if (!failure) return null;
  return (
    <Notice tone="danger" className="form-notice">
      {failure}
    </Notice>
  );
}
