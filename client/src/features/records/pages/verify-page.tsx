import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ISSUED_KIND_LABEL } from '@school/contracts';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { TextField } from '@/components/field';
import { AlertIcon, CheckCircleIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyCertificate } from '../api/verify-certificate';

const shownDay = (ymd: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

/**
 * /verify and /verify/:code (no sign-in): anyone checks a certificate's code and reads only its number, the name, the
 * type, the date and whether it is valid or revoked (issue 19 §2).
 */
export function VerifyPage() {
  useDocumentTitle('Verify a certificate');
  const { code = '' } = useParams<{ code?: string }>();
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(code);
  const result = useVerifyCertificate(code);
  const c = result.data?.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim()) navigate(`/verify/${encodeURIComponent(typed.trim())}`);
  };
  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md space-y-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Verify a certificate</h1>
          <p className="mt-1 text-sm text-slate-600">Enter the verification code printed at the bottom of the certificate.</p>
        </div>
        <Card className="p-5">
          <form onSubmit={submit} noValidate className="space-y-4">
            <TextField
              label="Verification code"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="XXXXX-XXXXX"
              maxLength={20}
              autoCapitalize="characters"
            />
            <Button type="submit">Verify</Button>
          </form>
        </Card>
        {code ? (
          <Card className="p-5" aria-live="polite">
            {result.isPending ? (
              <span className="skeleton block h-20 w-full" aria-busy="true" />
            ) : result.error ? (
              <p className="flex items-start gap-2 text-sm text-rose-700">
                <AlertIcon className="mt-0.5 size-4 shrink-0" />
                {errorMessage(result.error)}
              </p>
            ) : c ? (
              <div data-testid="verified-certificate">
                <p
                  className={
                    c.status === 'VALID'
                      ? 'mb-3 flex items-center gap-2 text-base font-semibold text-emerald-700'
                      : 'mb-3 flex items-center gap-2 text-base font-semibold text-rose-700'
                  }
                >
                  {c.status === 'VALID' ? <CheckCircleIcon className="size-5" /> : <AlertIcon className="size-5" />}
                  {c.status === 'VALID' ? 'Valid certificate' : 'Revoked certificate'}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="text-slate-600">Number</dt>
                  <dd className="font-medium text-slate-900">{c.number}</dd>
                  <dt className="text-slate-600">Name</dt>
                  <dd className="font-medium text-slate-900">{c.name}</dd>
                  <dt className="text-slate-600">Type</dt>
                  <dd className="font-medium text-slate-900">{ISSUED_KIND_LABEL[c.type]}</dd>
                  <dt className="text-slate-600">Date</dt>
                  <dd className="font-medium text-slate-900">{shownDay(c.date)}</dd>
                </dl>
              </div>
            ) : null}
          </Card>
        ) : null}
        <Link href={paths.login} className="inline-block text-sm font-medium text-brand-700 hover:text-brand-800">
          Sign in to the panel
        </Link>
      </div>
    </main>
  );
}
