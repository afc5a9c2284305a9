import './football.css';

/** The trending mark of a league or category (spec 01: trending flame), drawn inline. */
export function TrendingFlame({ size = 14 }: { size?: number }) {
  return (
    <svg
      className="trending-flame"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role="img"
      aria-label="Trending"
    >
      <path
        d="M12 2c1 3.5-1.5 5.5-3 7.5S6 13.5 6 15.5A6 6 0 0 0 18 15.5c0-2.6-1.3-4.4-2.5-5.6.2 1.6-.4 2.9-1.5 3.4.4-3.7-.9-8.2-2-11.3z"
        fill="#fb923c"
      />
      <path d="M12 21a3 3 0 0 1-3-3c0-1.7 1.5-2.6 2.2-4 .9 1.2 3.8 2.2 3.8 4a3 3 0 0 1-3 3z" fill="#fde047" />
    </svg>
  );
}
