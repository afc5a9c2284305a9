import { Outlet } from '@p2p/router';
import { ProfileSidebar } from './ProfileSidebar';

export function AccountLayout() {
  return (
    <div className="account-layout">
      <ProfileSidebar />
      <div className="account-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
