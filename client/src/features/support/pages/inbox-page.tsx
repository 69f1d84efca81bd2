import { PageHeader } from '@/components/card';
import { SelectField } from '@/components/field';
import { ListToolbar } from '@/components/list-toolbar';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import type { OfficeEnquiryParams } from '../api/enquiry-keys';
import { useOfficeEnquiries } from '../api/get-office-enquiries';
import { EnquiryList } from '../components/enquiry-list';

/** The office's support inbox: every enquiry of the institute, open first, by status, role and subject. */
export function SupportInboxPage() {
  useDocumentTitle('Support enquiries');
  const [params, setParams] = useListParams<OfficeEnquiryParams>({ pageNo: 1, perPage: 20, searchTitle: '', status: 'OPEN', role: '' });
  const list = useOfficeEnquiries(params);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Support enquiries" description="Questions from students, parents, teachers and staff; open ones first." />
      <div className="mb-3 grid grid-cols-2 gap-3">
        <SelectField
          label="Status"
          value={params.status}
          onChange={(e) => setParams((q) => ({ ...q, status: e.target.value as OfficeEnquiryParams['status'], pageNo: 1 }))}
        >
          <option value="OPEN">Open</option>
          <option value="RESOLVED">Resolved</option>
          <option value="ALL">All</option>
        </SelectField>
        <SelectField
          label="From"
          value={params.role}
          onChange={(e) => setParams((q) => ({ ...q, role: e.target.value as OfficeEnquiryParams['role'], pageNo: 1 }))}
        >
          <option value="">Everyone</option>
          <option value="STUDENT">Students</option>
          <option value="PARENT">Parents</option>
          <option value="TEACHER">Teachers</option>
          <option value="STAFF">Staff</option>
          <option value="MANAGER">Managers</option>
        </SelectField>
      </div>
      <ListToolbar
        searchLabel="Search by subject"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((q) => ({ ...q, searchTitle, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <EnquiryList
        label="Support enquiries"
        page={list.data}
        loading={list.isPending}
        error={list.error ? errorMessage(list.error) : null}
        threadPath={paths.supportInboxEnquiry}
        showUser
        onPage={(pageNo) => setParams((q) => ({ ...q, pageNo }))}
      />
    </div>
  );
}
