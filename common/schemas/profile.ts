import { z } from 'zod';
import { newPassword } from './auth';

/** PATCH /api/user: names and e-mail really save (decisions.md 12), and the e-mail switch. */
export const ProfileUpdateSchema = z
  .strictObject({
    firstName: z.string().trim().max(100, 'Must be at most 100 characters'),
    lastName: z.string().trim().max(100, 'Must be at most 100 characters'),
    email: z.string().trim().toLowerCase().pipe(z.email('Invalid email address').max(254)),
    /** Tips and news by e-mail; account e-mail (password changed…) is always sent. */
    emailTips: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ChangePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const DeleteAccountSchema = z.strictObject({
  password: z.string().min(1, 'Password is required'),
});

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export const ExportQuerySchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS, { error: 'Format must be csv or json' }).default('json'),
});
