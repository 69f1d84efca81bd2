export const recordsKeys = {
  all: ['records'] as const,
  certificates: (studentId: string) => [...recordsKeys.all, 'certificates', studentId] as const,
  documents: (studentId: string) => [...recordsKeys.all, 'documents', studentId] as const,
};
