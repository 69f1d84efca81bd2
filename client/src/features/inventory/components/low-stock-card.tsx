import { InventorySettingsBody } from '@school/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Card, CardHeader } from '@/components/card';
import { TextField } from '@/components/field';
import { FormError } from '@/components/form-error';
import { useFormSubmit } from '@/components/use-form-submit';
import { errorMessage } from '@/lib/api-client';
import { errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import { useInventorySettings, useSaveInventorySettings } from '../api/inventory-settings';

interface Values {
  lowStockThreshold: string;
}
const resolver = schemaResolver<Values>(InventorySettingsBody);

/** The institute's low-stock threshold (GET/PUT inventory/settings): an item at or under it is flagged and the admins told. */
export function LowStockCard() {
  const settings = useInventorySettings();
  const save = useSaveInventorySettings();
  const form = useForm<Values>({ defaultValues: { lowStockThreshold: '' }, resolver });
  const current = settings.data?.data.lowStockThreshold;
  useEffect(() => {
    if (current !== undefined) form.reset({ lowStockThreshold: String(current) });
  }, [current, form]);
  const { busy, handleSubmit, serverError } = useFormSubmit({
    form,
    submit: (v) => save.mutateAsync({ lowStockThreshold: Number(v.lowStockThreshold.trim()) }),
    onSuccess: () => undefined,
  });
  return (
    <Card>
      <CardHeader
        title="Low-stock alert"
        subtitle="Items at or under this many units are flagged, and the admins get a notification. 0 turns it off."
      />
      <form onSubmit={handleSubmit} noValidate className="flex flex-wrap items-start gap-3 p-5">
        <div className="w-40">
          <TextField
            label="Threshold (units)"
            required
            inputMode="numeric"
            disabled={settings.isPending}
            {...filtered(form.register('lowStockThreshold'), (t) => t.replace(/\D/g, ''))}
            error={errorOf(form.formState.errors, 'lowStockThreshold')}
          />
        </div>
        <Button type="submit" className="mt-7" loading={busy} disabled={settings.isPending}>
          Save
        </Button>
        <div className="basis-full">
          <FormError message={serverError ?? (settings.error ? errorMessage(settings.error) : null)} />
        </div>
      </form>
    </Card>
  );
}
