import { Icon } from '@p2p/ui';
import type { ReactNode } from 'react';
import './auth.css';

/** The card the account screens sit in: title, subtitle, the form, and what follows it. */
export function AuthFrame({
  title,
  subtitle,
  children,
  aside,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className={['auth-page', aside && 'auth-page--with-aside'].filter(Boolean).join(' ')}>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
      </section>
      {aside}
    </div>
  );
}

/** Google and Facebook sign-in are not offered yet: shown, but plainly unavailable. */
export function SocialButtons() {
  return (
    <div className="social">
      <p className="social__divider">
        <span>or continue with</span>
      </p>
      <div className="social__buttons">
        {['Google', 'Facebook'].map((provider) => (
          <button
            key={provider}
            type="button"
            className="social__button"
            disabled
            aria-describedby="social-unavailable"
          >
            <span aria-hidden="true" className={`social__logo social__logo--${provider.toLowerCase()}`}>
              {provider[0]}
            </span>
            {provider}
          </button>
        ))}
      </div>
      <p id="social-unavailable" className="social__note">
        Google and Facebook sign-in are not available yet.
      </p>
    </div>
  );
}

export function TrustBadges() {
  return (
    <ul className="trust-badges" aria-label="Security">
      <li>
        <Icon name="lock" size={14} /> 256-bit SSL
      </li>
      <li>
        <Icon name="shield" size={14} /> 2FA available
      </li>
      <li>
        <Icon name="bolt" size={14} /> Instant Access
      </li>
    </ul>
  );
}
