import { AppUpdateBody, appVersionInput } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { errorOf, schemaResolver } from '@/lib/schema-form';
import { usePublishAppUpdate } from '../api/publish-app-update';

interface Values {
  version: string;
  title: string;
  message: string;
  /** '' until chosen (000 §5 'Dismissible is required.'). */
  isDismissible: '' | 'yes' | 'no';
}

const empty: Values = { version: '', title: '', message: '', isDismissible: '' };
const toBody = (v: Values) => ({
  type: 'ANDROID' as const,
  version: v.version.trim(),
  title: v.title.trim(),
  message: v.message.trim(),
  isDismissible: v.isDismissible === '' ? undefined : v.isDismissible === 'yes',
});
/** The contract's fields and messages, on the body the form sends. */
const resolver = schemaResolver<Values>(AppUpdateBody, undefined, { toBody });

/** 000 §2 the Android App Update form: version (digits and dots only), title, message, dismissible. */
export function AppUpdateDialog({ open, onClose, current }: { open: boolean; onClose: () => void; current: string | null }) {
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const publish = usePublishAppUpdate();
  const version = form.register('version');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Android App Update"
      submitLabel="Publish"
      form={form}
      submit={(v) => publish.mutateAsync(toBody(v) as ReturnType<typeof toBody> & { isDismissible: boolean })}
      onSuccess={() => {
        form.reset();
        onClose();
      }}
    >
      <TextField
        label="App version"
        required
        inputMode="decimal"
        maxLength={19}
        placeholder={current ? `Newer than ${current}` : 'e.g. 2.4.1'}
        {...version}
        onChange={(e) => {
          e.target.value = appVersionInput(e.target.value);
          void version.onChange(e);
        }}
        error={errorOf(form.formState.errors, 'version')}
        autoFocus
      />
      <TextField label="Title" required maxLength={120} {...form.register('title')} error={errorOf(form.formState.errors, 'title')} />
      <TextAreaField
        label="Message"
        required
        rows={4}
        maxLength={2000}
        {...form.register('message')}
        error={errorOf(form.formState.errors, 'message')}
      />
      <SelectField
        label="Dismissible"
        required
        hint="Can a user close the notice and keep using the old version?"
        {...form.register('isDismissible')}
        error={errorOf(form.formState.errors, 'isDismissible')}
      >
        <option value="">Select</option>
        <option value="yes">Yes</option>
        <option value="no">No, the update is required</option>
      </SelectField>
    </FormDialog>
  );
}
