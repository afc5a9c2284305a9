import type { ReactNode } from 'react';
import { LeftSidebar } from './LeftSidebar';
import { RightSidebar } from './RightSidebar';
import './sidebars.css';

/**
 * A screen between the two sidebars: three columns on wide screens, the sidebars under the screen on
 * narrow ones. The screen comes first in the document, so keyboard and screen-reader users reach it
 * before the sidebars. Needs a BettingActionsProvider around it (the bet slip creates offers).
 */
export function WithSidebars({ children }: { children: ReactNode }) {
  return (
    <div className="with-sidebars">
      <div className="with-sidebars__center">{children}</div>
      <LeftSidebar />
      <RightSidebar />
    </div>
  );
}
