import type { PushMap } from '@/lib/push';
import { pageViewKeys } from './api/page-view-keys';

/** A visit moves the Page View Status widget. */
export const pageViewsPush: PushMap = { page_view: [pageViewKeys.all] };
