import { z } from 'zod';

// Spec sections 3 and 5: all four fields are required text; the e-mail message is the product's
// own ('Invalid email address'). The form shows no length limits; the server still bounds them.
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/contact: what the Contact page sends. */
export const ContactMessageCreateSchema = z.strictObject({
  name: required('Name', 100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Invalid email address').max(254, 'Invalid email address')),
  subject: required('Subject', 200),
  message: required('Message', 5000),
});
export type ContactMessageCreate = z.infer<typeof ContactMessageCreateSchema>;

/** A stored contact message, as POST /api/contact answers and the admin Messages list shows it. */
export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
