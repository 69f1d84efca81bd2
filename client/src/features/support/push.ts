import type { PushMap } from '@/lib/push';
import { enquiryKeys } from './api/enquiry-keys';

export const supportPush: PushMap = { enquiry: [enquiryKeys.all] };
