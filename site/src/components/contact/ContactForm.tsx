import { Loader2, Send } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { ContactMessageCreate } from '@common/schemas/contact';
import { postJson } from '../../api-client';
import { toast } from '../../hooks/use-toast';
import { fieldErrorsFromApi, fieldErrorsFromIssues, focusFirstError } from '../../lib/form-errors';
import { SUPPORT_EMAIL, SUPPORT_RESPONSE_TIME } from '../../content/support-contact';
import { FormField } from '../auth/FormField';
import { buttonClass, inputClass } from '../ui/styles';
import { useHydrated } from '../../hooks/use-hydrated';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactMessageCreate = { name: '', email: '', subject: '', message: '' };

/**
 * Spec section 4: idle, submitting ('Sending...', disabled), success (form cleared) or failure
 * (form kept). The browser checks required fields and the e-mail format first (spec section 5);
 * the shared schema then catches what the browser lets through, such as a subject of spaces.
 * Plain state, not react-query: public pages render before the query client loads (AuthRoot).
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactMessageCreate>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const update =
    (name: keyof ContactMessageCreate) =>
    (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors(({ [name]: _gone, ...rest }) => rest);
    };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      // The shared schema (and zod with it) loads on the first submit, not with the page.
      const { ContactMessageCreateSchema } = await import('@common/schemas/contact');
      const parsed = ContactMessageCreateSchema.safeParse(values);
      if (!parsed.success) {
        const found = fieldErrorsFromIssues(parsed.error.issues);
        setErrors(found);
        focusFirstError('contact', FIELDS, found);
        return;
      }
      setErrors({});
      await postJson<unknown>('/api/contact', parsed.data);
      setValues(EMPTY);
      toast({
        title: 'Message sent successfully!',
        description: `We'll get back to you within ${SUPPORT_RESPONSE_TIME}.`,
      });
    } catch (err) {
      const found = fieldErrorsFromApi(err, FIELDS);
      setErrors(found);
      focusFirstError('contact', FIELDS, found);
      toast({
        title: 'Failed to send message',
        description: `Please try again or email us directly at ${SUPPORT_EMAIL}`,
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  const messageErrorId = errors.message ? 'contact-message-error' : undefined;
  const hydrated = useHydrated();
  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label="Send us a message">
      {/* Disabled until hydrated: see useHydrated. */}
      <fieldset disabled={!hydrated} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="contact-name"
            label="Name"
            name="name"
            autoComplete="name"
            placeholder="Your full name"
            required
            value={values.name}
            onChange={update('name')}
            error={errors.name}
          />
          <FormField
            id="contact-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            value={values.email}
            onChange={update('email')}
            error={errors.email}
          />
        </div>
        <FormField
          id="contact-subject"
          label="Subject"
          name="subject"
          placeholder="What's this about?"
          required
          value={values.subject}
          onChange={update('subject')}
          error={errors.subject}
        />
        <div className="space-y-1">
          <label htmlFor="contact-message" className="block text-sm font-medium text-stone-900">
            Message
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            placeholder="Tell us how we can help..."
            required
            value={values.message}
            onChange={update('message')}
            className={inputClass}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={messageErrorId}
          />
          {errors.message && (
            <p id={messageErrorId} className="text-sm text-red-700">
              {errors.message}
            </p>
          )}
        </div>
        <button type="submit" disabled={pending} className={`${buttonClass.primary} w-full`}>
          {pending ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {pending ? 'Sending...' : 'Send Message'}
        </button>
      </fieldset>
    </form>
  );
}
