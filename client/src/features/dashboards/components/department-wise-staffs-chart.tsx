import { ChartCard } from '@/components/chart-card';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useDepartmentStat } from '../api/get-department-stat';

/** 000 §2 Department Wise Staffs: staff per department as bars (department-stat `departments[].totalUser`). */
export function DepartmentWiseStaffsChart() {
  const { data, isPending, error } = useDepartmentStat();
  const departments = data?.departments ?? [];
  return (
    <ChartCard
      title="Department Wise Staffs"
      subtitle={
        data
          ? `${formatCount(data.totalDepartment)} departments · ${formatCount(data.totalEmployee)} staff in all`
          : 'Staff in each department'
      }
      loading={isPending}
      error={error ? errorMessage(error) : null}
      categories={departments.map((d) => d.title)}
      values={departments.map((d) => d.totalUser)}
      seriesName="Staffs"
      emptyTitle="No Department Found"
      zeroNote="No staff assigned to departments yet"
    />
  );
}
