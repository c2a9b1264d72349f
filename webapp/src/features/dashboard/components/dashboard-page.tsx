import { Navigate, Route, Routes } from 'react-router-dom';
import { TabNav } from '@/components/ui/tab-nav';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session/session-provider';
import { AccountTab } from './account-tab';
import { ProfileTab } from './profile-tab';
import { ReportsTab } from './reports-tab';

const tabs = [
  { to: paths.dashboard.reports.getHref(), label: 'Reports' },
  { to: paths.dashboard.profile.getHref(), label: 'Profile' },
  { to: paths.dashboard.account.getHref(), label: 'Account' },
] as const;

export function UserCard({ email }: { email: string | null }) {
  const name = email || 'Anonymous User';
  return (
    <div className="card user-card">
      <span className="avatar avatar--large" aria-hidden="true">
        {email ? email.charAt(0).toUpperCase() : 'A'}
      </span>
      <p className="user-card__name">{name}</p>
    </div>
  );
}

export function DashboardPage() {
  const { state } = useSession();
  return (
    <div className="page">
      <h1>Profile</h1>
      <UserCard email={state.user?.email ?? null} />
      <TabNav items={tabs} label="Dashboard sections" />
      <Routes>
        <Route path={paths.dashboard.reports.path} element={<ReportsTab />} />
        <Route path={paths.dashboard.profile.path} element={<ProfileTab />} />
        <Route path={paths.dashboard.account.path} element={<AccountTab />} />
        <Route path="*" element={<Navigate to={paths.dashboard.reports.getHref()} replace />} />
      </Routes>
    </div>
  );
}
