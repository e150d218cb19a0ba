import { Link } from 'react-router';
import { HELP_FAQ } from '../../content/help-center';

/** The six questions asked most, answered in full; the FAQ page has the rest. */
export function HelpFaqList() {
  return (
    <>
      <ul className="divide-y divide-amber-200 rounded-xl border border-amber-200 bg-white">
        {HELP_FAQ.map(({ question, answer }) => (
          <li key={question} className="p-5">
            <h3 className="font-semibold text-amber-950">{question}</h3>
            <p className="mt-1.5 text-stone-700">{answer}</p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-stone-700">
        More answers in the{' '}
        <Link to="/faq" className="font-medium text-amber-900 underline underline-offset-2">
          full FAQ
        </Link>
        .
      </p>
    </>
  );
}
