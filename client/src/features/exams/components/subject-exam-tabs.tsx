import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { SpreadsheetIcon } from '@/components/icons';
import { cn } from '@/lib/cn';
import { useListParams } from '@/lib/use-list-params';
import { QuestionForm } from './question-form';
import { QuestionImportDialog } from './question-import-dialog';
import { QuestionList } from './question-list';
import { StudentsTab } from './students-tab';

const TABS = ['students', 'questions'] as const;

function QuestionsTab({ subjectExamId, canChange }: { subjectExamId: string; canChange: boolean }) {
  const [importing, setImporting] = useState(false);
  return (
    <div className="space-y-5">
      {canChange ? (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <SpreadsheetIcon className="size-4" /> Import questions
          </Button>
        </div>
      ) : null}
      <div className={cn('grid gap-5', canChange && 'xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]')}>
        <QuestionList subjectExamId={subjectExamId} canChange={canChange} />
        {canChange ? <QuestionForm subjectExamId={subjectExamId} /> : null}
      </div>
      {canChange ? <QuestionImportDialog subjectExamId={subjectExamId} open={importing} onClose={() => setImporting(false)} /> : null}
    </div>
  );
}

/**
 * 002 §2 a subject exam's two tabs, 'Students' and 'View Question' (the one open is in the address). Those who may not
 * change the subject exam (a teacher who did not create it) read its questions without the form.
 */
export function SubjectExamTabs({ subjectExamId, canChange }: { subjectExamId: string; canChange: boolean }) {
  const [list, setList] = useListParams({ tab: 'students' });
  const index = Math.max(0, TABS.indexOf(list.tab as (typeof TABS)[number]));
  const tab =
    'border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap -mb-px focus:outline-none data-focus:ring-2 data-focus:ring-brand-200';
  return (
    <TabGroup selectedIndex={index} onChange={(i) => setList({ tab: TABS[i] ?? 'students' })} className="mt-6">
      <TabList className="mb-5 flex gap-1 overflow-x-auto border-b border-slate-200">
        <Tab className={cn(tab, 'border-transparent text-slate-600 data-selected:border-brand-600 data-selected:text-brand-700')}>
          Students
        </Tab>
        <Tab className={cn(tab, 'border-transparent text-slate-600 data-selected:border-brand-600 data-selected:text-brand-700')}>
          View Question
        </Tab>
      </TabList>
      <TabPanels>
        <TabPanel unmount>
          <StudentsTab subjectExamId={subjectExamId} />
        </TabPanel>
        <TabPanel unmount>
          <QuestionsTab subjectExamId={subjectExamId} canChange={canChange} />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
