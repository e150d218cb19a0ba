import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_RESPONSE_TIME } from '../../content/support-contact';
import { buttonClass, cardClass } from '../ui/styles';

const MAILTO = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('BeerScout help')}`;

export function HelpSupportCard() {
  return (
    <div className={cardClass}>
      <p className="text-stone-800">
        Our support team answers within {SUPPORT_RESPONSE_TIME}, Premium members first. For
        something urgent, put “URGENT” in the subject.
      </p>
      <p className="mt-2 text-stone-700">
        Write to <span className="font-medium text-amber-950">{SUPPORT_EMAIL}</span> or use the
        contact form.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={MAILTO} className={buttonClass.primary}>
          <Mail aria-hidden="true" className="size-5" />
          Email Support
        </a>
        <Link to="/contact" className={buttonClass.secondary}>
          Contact Form
        </Link>
      </div>
    </div>
  );
}
