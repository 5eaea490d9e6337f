// Types of the back office's classes (shared schemas, type-only; decision 106).
import type { z } from 'zod';
import type {
  AdminClassDetail as AdminClassDetailSchema,
  AdminClassPage as AdminClassPageSchema,
  AdminClassRow as AdminClassRowSchema,
} from '../../../../../shared/schemas/classes.ts';

export type AdminClassRow = z.infer<typeof AdminClassRowSchema>;
export type AdminClassPage = z.infer<typeof AdminClassPageSchema>;
export type AdminClassDetail = z.infer<typeof AdminClassDetailSchema>;
export type ClassStatus = AdminClassRow['status'];
