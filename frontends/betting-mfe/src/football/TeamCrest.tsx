import { useState } from 'react';
import type { MatchSide } from './football-types';
import './football.css';

/** A club's crest (an SVG the football service draws), or its three-letter code if it fails to load. */
export function TeamCrest({
  team,
  size = 32,
}: {
  team: Pick<MatchSide, 'name' | 'shortName' | 'logo'>;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  if (failed || !team.logo)
    return (
      <span
        className="team-crest team-crest--fallback"
        style={{ width: size, height: size }}
        aria-hidden="true"
      >
        {team.shortName}
      </span>
    );
  return (
    <img
      className="team-crest"
      src={team.logo}
      alt=""
      width={size}
      height={size}

      onError={() => setFailed(true)}
    />
  );
}
