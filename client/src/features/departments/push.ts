import type { PushMap } from '@/lib/push';
import { departmentKeys } from './api/department-keys';

export const departmentsPush: PushMap = { department: [departmentKeys.all] };
