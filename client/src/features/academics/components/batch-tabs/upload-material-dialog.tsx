import { useState } from 'react';
import { FileInput } from '@/components/file-input';
import { FormDialog } from '@/components/form-dialog';
import { TextAreaField, TextField } from '@/components/field';
import { useUploadMaterial } from '../../api/upload-material';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.docx,.xlsx,.pptx';
const MAX = 10 * 1024 * 1024;

/** Designed: POST batch/material/:batchId (title, description, file; the server checks the file's kind). */
export function UploadMaterialDialog({ batchId, open, onClose }: { batchId: string; open: boolean; onClose: () => void }) {
  const upload = useUploadMaterial(batchId);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});
  const close = () => {
    setTitle('');
    setDescription('');
    setFile(null);
    setErrors({});
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Upload Material"
      submitLabel="Upload"
      validate={() => {
        const e: typeof errors = {};
        if (!title.trim()) e.title = 'Title is required.';
        if (!file) e.file = 'File is required.';
        else if (file.size > MAX) e.file = 'File is too large (at most 10 MiB).';
        setErrors(e);
        return Object.keys(e).length === 0;
      }}
      submit={() => upload.mutateAsync({ title: title.trim(), description: description.trim(), file: file! })}
      onSuccess={close}
    >
      <TextField label="Title" required value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} error={errors.title} />
      <TextAreaField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={2000} rows={3} hint="Optional." />
      <FileInput label="File" value={file} onChange={setFile} accept={ACCEPT} error={errors.file} hint="PDF, image, Word, Excel or PowerPoint, at most 10 MiB." />
    </FormDialog>
  );
}
