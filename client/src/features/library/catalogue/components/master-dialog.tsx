import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { AuthorBody, CategoryBody, PublicationBody } from '@school/contracts';
import { FormDialog } from '@/components/form-dialog';
import { TextAreaField, TextField } from '@/components/field';
import { errorOf, schemaResolver } from '@/lib/schema-form';
import type { MasterKind } from '../api/catalogue-keys';
import { masterBody, MASTER, type MasterRow } from '../api/masters';
import { useSaveMaster } from '../api/save-master';

interface Values {
  name: string;
  detail: string;
}

const BODIES = { author: AuthorBody, publication: PublicationBody, category: CategoryBody };
const resolverOf = (kind: MasterKind) =>
  schemaResolver<Values>(BODIES[kind], undefined, {
    toBody: (v) => masterBody(kind, v.name, v.detail),
    fieldOf: { name: 'name', bio: 'detail', title: 'name', description: 'detail' },
  });

/**
 * 001 §2 add-author, add-category and add-publication dialogs (author: name, bio; category: title, description;
 * publication: name, bio), also the config lists' edit: they save the record and hand it back (the form selects it).
 */
export function MasterDialog({
  kind,
  open,
  onClose,
  editing,
  onSaved,
}: {
  kind: MasterKind;
  open: boolean;
  onClose: () => void;
  editing?: MasterRow | null;
  onSaved?: (row: MasterRow) => void;
}) {
  const form = useForm<Values>({ defaultValues: { name: '', detail: '' }, resolver: resolverOf(kind) });
  const save = useSaveMaster(kind);
  const saved = useRef<MasterRow | null>(null);
  const m = MASTER[kind];
  const reset = form.reset;
  useEffect(() => {
    if (open) reset({ name: editing?.name ?? '', detail: editing?.detail ?? '' });
  }, [open, editing, reset]);
  const nameLabel = kind === 'category' ? 'Title' : 'Name';
  const detailLabel = kind === 'category' ? 'Description' : 'Bio';
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`${editing ? 'Edit' : 'Add'} ${m.one}`}
      submitLabel={editing ? 'Save' : `Add ${m.one}`}
      form={form}
      submit={async (v) => {
        const r = await save.mutateAsync({ id: editing?._id, name: v.name, detail: v.detail });
        saved.current = r.data;
        return r;
      }}
      onSuccess={() => {
        if (saved.current) onSaved?.(saved.current);
        form.reset({ name: '', detail: '' });
        onClose();
      }}
    >
      <TextField
        label={nameLabel}
        required
        maxLength={200}
        {...form.register('name')}
        error={errorOf(form.formState.errors, 'name')}
        autoFocus
      />
      <TextAreaField
        label={detailLabel}
        required={kind === 'category'}
        maxLength={2000}
        {...form.register('detail')}
        error={errorOf(form.formState.errors, 'detail')}
      />
    </FormDialog>
  );
}
