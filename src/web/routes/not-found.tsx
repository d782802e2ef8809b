import { data } from 'react-router';
import { NotFoundPage } from '#web/features/shell/not-found-page.tsx';

export function meta() {
  return [
    { title: 'Page not found · Pitwall' },
    { name: 'description', content: 'There is no Pitwall page at this address.' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Every path without a route of its own answers 404, rendered inside the shell. */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
