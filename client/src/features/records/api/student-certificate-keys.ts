export interface StudentCertificateListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
}

export const studentCertificateKeys = {
  all: ['records', 'student-certificate'] as const,
  lists: () => [...studentCertificateKeys.all, 'list'] as const,
  list: (params: StudentCertificateListParams) => [...studentCertificateKeys.lists(), params] as const,
};
