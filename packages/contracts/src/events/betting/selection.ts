export type Selection = 'home_win' | 'away_win' | 'draw' | 'over_2.5' | 'under_2.5';
