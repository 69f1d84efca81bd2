export const recordsKeys = {
  all: ['records'] as const,
  certificates: (studentId: string) => [...recordsKeys.all, 'certificates', studentId] as const,
  documents: (studentId: string) => [...recordsKeys.all, 'documents', studentId] as const,
  issued: (studentId: string) => [...recordsKeys.all, 'issued', studentId] as const,
  verify: (code: string) => [...recordsKeys.all, 'verify', code] as const,
};
