export interface UserEnquiryParams {
  pageNo: number;
  perPage: number;
  resolved: boolean;
}

export interface OfficeEnquiryParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
  status: 'OPEN' | 'RESOLVED' | 'ALL';
  role: '' | 'STUDENT' | 'PARENT' | 'TEACHER' | 'STAFF' | 'MANAGER';
}

/** Everything support shows sits under `all`, so the `enquiry` signal refreshes it all. */
export const enquiryKeys = {
  all: ['support', 'enquiry'] as const,
  mine: (params: UserEnquiryParams) => [...enquiryKeys.all, 'mine', params] as const,
  myThread: (id: string) => [...enquiryKeys.all, 'mine', 'thread', id] as const,
  inbox: (params: OfficeEnquiryParams) => [...enquiryKeys.all, 'inbox', params] as const,
  officeThread: (id: string) => [...enquiryKeys.all, 'inbox', 'thread', id] as const,
};
