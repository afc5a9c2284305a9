import type { z } from 'zod';
import { selection } from '../schema-parts';

export const SelectionSchema = selection;
export type Selection = z.infer<typeof SelectionSchema>;
