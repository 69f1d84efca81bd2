import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';
import { useLibraryProfile } from '../api/library-queries';
import { ProfileCard } from './profile-card';

/** The library profile of one student, or its skeleton, or why it could not load (another institute's id: not found). */
export function ProfileSection({ studentId }: { studentId: string }) {
  const profile = useLibraryProfile(studentId);
  if (profile.isPending) return <span className="skeleton block h-48 w-full rounded-2xl" aria-hidden="true" />;
  if (profile.error) return <EmptyState title="Could not load the library profile" text={errorMessage(profile.error)} />;
  return <ProfileCard profile={profile.data.data} />;
}
