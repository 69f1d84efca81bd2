import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { canManage } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useResendInvitation } from '../api/registration';

/**
 * Sends a new set-password link to someone who has not chosen a password yet (POST user/invitation/:id). Shown to
 * those who manage people; the server refuses for a user who already set a password, and throttles repeats.
 */
export function ResendInvitationButton({ userId }: { userId: string }) {
  const resend = useResendInvitation();
  const role = useSession()?.user.role;
  if (!role || !canManage(role)) return null;
  return (
    <Button
      variant="secondary"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(userId, {
          onSuccess: (res) => toast.success(`Invitation sent to ${res.data.email}`),
          onError: (err) => toast.error(errorMessage(err)),
        })
      }
    >
      Resend invitation
    </Button>
  );
}
