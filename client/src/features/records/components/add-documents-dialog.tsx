import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DocumentEntryForm,
  LINK_PATTERN,
  MAX_DOCUMENTS_PER_UPLOAD,
  MAX_RECORD_FILE_BYTES,
  RECORD_DOCUMENT_TYPES,
  RECORDS_MESSAGES as M,
  type RecordDocumentType,
} from '@school/contracts';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormError } from '@/components/form-error';
import { CloseIcon, PlusIcon, SpreadsheetIcon } from '@/components/icons';
import { Modal } from '@/components/modal';
import { errorMessage } from '@/lib/api-client';
import { shortFileName } from '@/lib/format';
import { bind, errorOf, schemaResolver } from '@/lib/schema-form';
import { toast } from '@/lib/toast';
import { type DocumentDraft, useAddDocuments } from '../api/add-documents';

interface Values {
  title: string;
  type: RecordDocumentType;
  link: string;
  file: File | null;
}
const empty: Values = { title: '', type: 'PDF', link: '', file: null };
const LINK = new RegExp(LINK_PATTERN);
const TYPE_LABEL: Record<RecordDocumentType, string> = { PDF: 'PDF', IMAGE: 'Image', DOCUMENT: 'Word, Excel or PowerPoint', LINK: 'Link' };

/**
 * 000 §2 Add Documents: title, type (LINK shows a link field), link, file; each entry joins the list below (removable),
 * Upload sends the list, Reset empties the form and the list. Long file names show as an ellipsis and their last 9.
 */
export function AddDocumentsDialog({ studentId, open, onClose }: { studentId: string; open: boolean; onClose: () => void }) {
  const upload = useAddDocuments();
  const [list, setList] = useState<DocumentDraft[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const taken = (title: string) => list.some((d) => d.title.trim().toLowerCase() === title.trim().toLowerCase());
  const form = useForm<Values>({
    defaultValues: empty,
    resolver: schemaResolver<Values>(DocumentEntryForm, (v) => ({
      title: v.title.trim() && taken(v.title) ? M.titleTaken : undefined,
      link: v.type !== 'LINK' ? undefined : !v.link.trim() ? M.linkRequired : LINK.test(v.link.trim()) ? undefined : M.linkInvalid,
      file:
        v.type === 'LINK'
          ? undefined
          : !v.file
            ? M.fileRequired
            : v.file.size > MAX_RECORD_FILE_BYTES
              ? 'The file is too large (at most 5 MB).'
              : undefined,
    })),
  });
  const errors = form.formState.errors;
  const type = form.watch('type');
  const full = list.length >= MAX_DOCUMENTS_PER_UPLOAD;

  const reset = () => {
    form.reset(empty);
    setList([]);
    setServerError(null);
  };
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };
  const draftOf = (v: Values): DocumentDraft =>
    v.type === 'LINK' ? { title: v.title.trim(), link: v.link.trim() } : { title: v.title.trim(), file: v.file! };
  const addToList = form.handleSubmit((v) => {
    setList((l) => [...l, draftOf(v)]);
    form.reset(empty);
  });
  const send = async (documents: DocumentDraft[]) => {
    setServerError(null);
    try {
      const res = await upload.mutateAsync({ studentId, documents });
      toast.success(res.message);
      reset();
      onClose();
    } catch (err) {
      const message = errorMessage(err, M.oopsDocument);
      setServerError(message);
      toast.error(message);
    }
  };
  // Upload with an empty list takes the entry being typed (checked first), so one document needs one click.
  const onUpload = () => (list.length > 0 ? void send(list) : void form.handleSubmit((v) => send([draftOf(v)]))());

  return (
    <Modal open={open} onClose={close} title="Add Documents" description="Add each document to the list, then upload them together.">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          if (!full) void addToList();
        }}
        noValidate
      >
        <div className="space-y-4 px-5 py-5">
          <FormError message={serverError} />
          <TextField label="Title" required maxLength={100} {...form.register('title')} error={errorOf(errors, 'title')} />
          <SelectField label="Type" required {...form.register('type')} error={errorOf(errors, 'type')}>
            {RECORD_DOCUMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABEL[t]}
              </option>
            ))}
          </SelectField>
          {type === 'LINK' ? (
            <TextField
              label="Link"
              type="url"
              inputMode="url"
              placeholder="https://"
              required
              maxLength={500}
              {...form.register('link')}
              error={errorOf(errors, 'link')}
            />
          ) : (
            <FileInput
              label="File"
              accept={
                type === 'PDF'
                  ? '.pdf,application/pdf'
                  : type === 'IMAGE'
                    ? 'image/png,image/jpeg,image/gif,image/webp'
                    : '.docx,.xlsx,.pptx'
              }
              icon={<SpreadsheetIcon />}
              hint="At most 5 MB."
              {...bind(form, 'file')}
              error={errorOf(errors, 'file')}
            />
          )}
          <Button type="submit" variant="secondary" disabled={full || upload.isPending}>
            <PlusIcon className="size-4" />
            Add to list
          </Button>
          {list.length > 0 ? (
            <ul aria-label="Added documents" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {list.map((d) => (
                <li key={d.title} className="flex items-center gap-3 px-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900">{d.title}</p>
                    <p className="truncate text-xs text-slate-600" title={d.file?.name ?? d.link}>
                      {d.file ? shortFileName(d.file.name) : d.link}
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() => setList((l) => l.filter((x) => x !== d))}
                    className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-rose-600"
                    aria-label={`Remove ${d.title}`}
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={reset} disabled={upload.isPending}>
            Reset
          </Button>
          <Button onClick={onUpload} loading={upload.isPending}>
            Upload
          </Button>
        </div>
      </form>
    </Modal>
  );
}
