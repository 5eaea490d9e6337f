// The customer as a back-office list or detail names them (issue 32 point 3): their id, the
// name certification confirmed (if any), their e-mail or phone, and their certification tier,
// so that a queue row or a proposal says who it is about instead of "#2".
import { z } from 'zod';
import { KYC_TIERS } from '../kyc.ts';

export const StaffCustomer = z
  .object({
    id: z.number().int(),
    name: z.string().nullable().meta({ description: "the real name of the customer's authenticated junior certification" }),
    email: z.string().nullable(),
    phone: z.string().nullable().meta({ description: 'with its area code ("+86 13800000000")' }),
    tier: z.enum(KYC_TIERS),
  })
  .meta({ id: 'StaffCustomer' });
export type StaffCustomer = z.infer<typeof StaffCustomer>;

/** A staff row or detail with its customer beside its `userId`. */
export const withCustomer = <T extends z.ZodObject>(schema: T) => schema.extend({ customer: StaffCustomer });
