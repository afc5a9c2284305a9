import { Card, QueryFailure, Spinner } from '@p2p/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import './limits.css';

export interface LimitsCardProps<L> {
  /** The section's heading and its region's name: "Deposit limits". */
  title: string;
  /** The rules, said before the fields, so a raise that waits 24 hours is expected rather than a surprise. */
  intro: ReactNode;
  /** "deposit limits", as in "Loading your deposit limits…". */
  noun: string;
  /** What a failed read says before the reason. */
  failure: string;
  query: UseQueryResult<L[]>;
  /** The rows (`LimitForm`s) of the limits read. */
  children: (limits: L[]) => ReactNode;
}

/** A section of Player protection: its rules, then one row per limit once they are read. */
export function LimitsCard<L>({ title, intro, noun, failure, query, children }: LimitsCardProps<L>) {
  return (
    <Card title={title} aria-label={title}>
      <p className="text-muted form-intro">{intro}</p>
      {query.isPending ? (
        <p className="limits__status" role="status">
          <Spinner size="sm" /> Loading your {noun}…
        </p>
      ) : query.isError ? (
        <QueryFailure query={query} prefix={failure} />
      ) : (
        <ul className="limits">{children(query.data)}</ul>
      )}
    </Card>
  );
}
