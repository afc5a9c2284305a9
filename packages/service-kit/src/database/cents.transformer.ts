import { ValueTransformer } from 'typeorm';

/** bigint cents columns: the driver hands them over as strings (parseInt8 is off), code sees bigint. */
export const centsTransformer: ValueTransformer = {
  to: (value: bigint | null | undefined) =>
    value === null || value === undefined ? value : value.toString(),
  from: (value: string | null) => (value === null ? null : BigInt(value)),
};
