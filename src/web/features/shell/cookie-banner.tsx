import { Link } from 'react-router';
import { acceptCookies } from './preferences.ts';
import './cookie-banner.css';

/**
 * The cookie notice (docs/product.md §2, §4): a band at the top of the page, in its flow, so it
 * pushes the page down and never covers it. Always rendered, hidden by CSS unless the head script
 * found no stored acceptance, so visitors who accepted never see it flash.
 */
export function CookieBanner() {
  return (
    <section className="cookie-banner" aria-label="Cookie notice">
      <div className="cookie-banner__inner">
        <p className="cookie-banner__text">
          Pitwall uses photos from the official F1 website, and signing in may go through your Google or
          GitHub account. We store a few preferences in your browser.{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>
        </p>
        <button
          type="button"
          className="button button--primary cookie-banner__accept"
          onClick={acceptCookies}
        >
          Accept and close
        </button>
      </div>
    </section>
  );
}
