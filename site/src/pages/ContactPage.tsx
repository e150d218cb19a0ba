import { ArrowLeft, Clock, HelpCircle, ListChecks, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ContactForm } from '../components/contact/ContactForm';
import { buttonClass, cardClass } from '../components/ui/styles';
import { SUPPORT_EMAIL, SUPPORT_RESPONSE_TIME } from '../content/support-contact';
import { useDocumentTitle } from '../hooks/use-document-title';

const WHAT_TO_INCLUDE = [
  'The username or e-mail address of your BeerScout account',
  'Your device and browser, for example "iPhone 15, Safari"',
  'What you did, what you expected and what happened instead',
  'For a beer that was not recognised: its name and brewery, and whether you scanned a shelf or a tap list',
  'Whether it happens every time or only sometimes',
];

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const id = `contact-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={cardClass} aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-amber-950">
        {icon}
        {title}
      </h2>
      <div className="mt-3 space-y-2 text-stone-700">{children}</div>
    </section>
  );
}

/** Spec section 2, Contact: back button, the form, contact and response-time info, quick links. */
export default function ContactPage() {
  useDocumentTitle(
    'Contact Us',
    'Write to BeerScout support: we answer within 24 hours, premium members first.',
  );
  const navigate = useNavigate();
  // The router numbers its history entries: with none before this one, "back" would leave the
  // site (or do nothing), so it goes to the landing page instead.
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/');
  };
  const iconClass = 'size-5 text-amber-700';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <button type="button" onClick={goBack} className={`${buttonClass.ghost} -ml-3`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </button>
      <h1 className="mt-4 text-3xl font-bold text-amber-950">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-stone-700">
        Questions, feedback or a beer we did not recognise? Send us a message and our support team
        will answer within {SUPPORT_RESPONSE_TIME}.
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section className={cardClass} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-xl font-semibold text-amber-950">
            Send us a message
          </h2>
          <p className="mt-1 mb-5 text-sm text-stone-700">All fields are required.</p>
          <ContactForm />
        </section>

        <div className="space-y-6">
          <InfoCard
            icon={<Mail aria-hidden="true" className={iconClass} />}
            title="Contact Information"
          >
            <p>Prefer e-mail? Write to us directly:</p>
            <p>
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="font-semibold text-amber-900 underline underline-offset-4"
              >
                {SUPPORT_EMAIL}
              </a>
            </p>
          </InfoCard>

          <InfoCard icon={<Clock aria-hidden="true" className={iconClass} />} title="Response Time">
            <ul className="list-disc space-y-1 pl-5">
              <li>We answer every message within {SUPPORT_RESPONSE_TIME}.</li>
              <li>Premium members get priority support.</li>
              <li>
                For urgent issues, put <strong className="text-stone-900">URGENT</strong> in the
                subject.
              </li>
            </ul>
          </InfoCard>

          <InfoCard
            icon={<ListChecks aria-hidden="true" className={iconClass} />}
            title="What to Include"
          >
            <p>To help us answer in one reply, please tell us:</p>
            <ul className="list-disc space-y-1 pl-5">
              {WHAT_TO_INCLUDE.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </InfoCard>

          <InfoCard
            icon={<HelpCircle aria-hidden="true" className={iconClass} />}
            title="Quick Links"
          >
            <p>Many questions already have an answer:</p>
            <div className="flex flex-wrap gap-3 pt-1">
              <Link to="/faq" className={buttonClass.secondary}>
                FAQ
              </Link>
              <Link to="/help" className={buttonClass.secondary}>
                Help Center
              </Link>
            </div>
          </InfoCard>
        </div>
      </div>
    </div>
  );
}
