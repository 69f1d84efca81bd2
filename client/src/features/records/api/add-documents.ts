import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordDocument } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** One row of the Add Documents list: a file, or a link (type LINK). */
export type DocumentDraft = { title: string; file: File; link?: undefined } | { title: string; link: string; file?: undefined };

/** POST student/academic/:studentId (multipart: each document keyed by its title; a file, or the link's text). */
export function useAddDocuments() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, documents }: { studentId: string; documents: DocumentDraft[] }) => {
      const fd = new FormData();
      for (const d of documents) fd.append(d.title, d.file ?? d.link);
      return api.post<Envelope<RecordDocument[]>>(`student/academic/${encodeURIComponent(studentId)}`, fd);
    },
    onSuccess: () => invalidateUnlessPushed(qc, ['student_document']),
  });
}
