import { Type } from '@sinclair/typebox';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import type { AnyRow } from '../api/resources';
import { useSaveResource } from '../api/resources';
import { errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import { validateValues, type EntityConfig, type Values } from './entity-config';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 31 }, (_, i) => String(thisYear - 15 + i));

interface Props {
  config: EntityConfig;
  open: boolean;
  /** The record edited; null to add one. */
  row: AnyRow | null;
  onClose: () => void;
}

/** The add / edit dialog of a configuration record (000 §2), with the spec's messages checked first. */
export function EntityFormDialog({ config, open, row, onClose }: Props) {
  const mode = row ? 'edit' : 'create';
  const blank = (): Values => Object.fromEntries(config.fields.map((f) => [f.name, '']));
  // The contract's fields this form shows (its messages first), then the blanks and the config's own checks.
  const resolver = useMemo(() => {
    const shown = config.fields.filter((f) => f.kind !== 'file' && (!f.only || f.only === mode)).map((f) => f.name);
    const keys = config.schema ? shown.filter((k) => k in config.schema!.properties) : [];
    return schemaResolver<Values>(keys.length ? Type.Pick(config.schema!, keys) : Type.Object({}), (v) => validateValues(config, v, mode));
  }, [config, mode]);
  const form = useForm<Values>({ defaultValues: blank(), resolver });
  const errors = form.formState.errors;
  // Files are sent as they are chosen (the server checks their type and size).
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const save = useSaveResource(config.def);

  useEffect(() => {
    if (!open) return;
    form.reset(row ? { ...blank(), ...config.fromRow(row) } : blank());
    setFiles({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, row]);

  const title = row ? config.editLabel : config.addLabel;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      submitLabel={row ? 'Save changes' : config.addLabel}
      form={form}
      submit={(values) => {
        const body = config.toBody({ ...values }, mode);
        const withFiles = attachFiles(body, files);
        return save.mutateAsync({ id: row?._id, body: withFiles });
      }}
      onSuccess={onClose}
    >
      {config.fields
        .filter((f) => !f.only || f.only === mode)
        .map((f, i) => {
          const common = {
            label: f.label,
            required: !!f.required,
            error: errorOf(errors, f.name),
            hint: f.hint,
            autoFocus: i === 0,
          };
          switch (f.kind) {
            case 'textarea':
              return (
                <TextAreaField
                  key={f.name}
                  {...common}
                  maxLength={f.maxLength ?? 2000}
                  placeholder={f.placeholder}
                  {...form.register(f.name)}
                />
              );
            case 'year':
              return (
                <SelectField key={f.name} {...common} {...form.register(f.name)}>
                  <option value="">Choose a year</option>
                  {YEARS.map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </SelectField>
              );
            case 'file':
              return (
                <FileInput
                  key={f.name}
                  label={f.label}
                  value={files[f.name] ?? null}
                  onChange={(file) => setFiles((all) => ({ ...all, [f.name]: file }))}
                  currentUrl={row && config.iconUrl ? config.iconUrl(row) : null}
                  hint={f.hint}
                />
              );
            case 'date':
              return <TextField key={f.name} {...common} type="date" min={f.min} {...form.register(f.name)} />;
            case 'integer':
              return (
                <TextField
                  key={f.name}
                  {...common}
                  inputMode="numeric"
                  placeholder={f.placeholder}
                  {...filtered(form.register(f.name), (t) => t.replace(/\D/g, ''))}
                />
              );
            case 'decimal':
              return (
                <TextField
                  key={f.name}
                  {...common}
                  inputMode="decimal"
                  placeholder={f.placeholder}
                  {...filtered(form.register(f.name), (t) => t.replace(/[^\d.]/g, ''))}
                />
              );
            default:
              return (
                <TextField key={f.name} {...common} maxLength={f.maxLength ?? 200} placeholder={f.placeholder} {...form.register(f.name)} />
              );
          }
        })}
    </FormDialog>
  );
}

function attachFiles(body: unknown, files: Record<string, File | null>): unknown {
  const chosen = Object.entries(files).filter((e): e is [string, File] => !!e[1]);
  if (!chosen.length) return body;
  const fd = new FormData();
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (v !== undefined && v !== null) fd.append(k, String(v));
  for (const [k, f] of chosen) fd.append(k, f, f.name);
  return fd;
}
