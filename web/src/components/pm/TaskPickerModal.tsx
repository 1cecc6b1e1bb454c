/**
 * The Add Task modal of the PM form (spec maintenance 2.2, 9): a search box (debounced 700 ms),
 * a table of the catalogue (Task Code, Task Title, Est Time, checkbox) paged 10, Cancel / Add to PM
 * (disabled until something is ticked). Tasks already on the PM come ticked.
 */
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { TasksApi } from '@shared/tasks/api';
import { TASK_PICKER_PAGE_SIZE } from '@shared/tasks/rules';
import type { TaskRow } from '@shared/tasks/schemas';
import { callApi } from '../../app/api/client';

export type PickedTask = Pick<TaskRow, 'task_id' | 'task_code' | 'task_title' | 'task_est_hours' | 'task_est_minutes'>;

const DEBOUNCE_MS = 700;

async function loadTasks(pageIndex: number, search: string): Promise<{ items: TaskRow[]; total: number }> {
  try {
    const answer = await callApi(TasksApi.getTasks, { query: { pageindex: pageIndex, pagesize: TASK_PICKER_PAGE_SIZE, searchstring: search } }, { quiet: true });
    return { items: answer.list, total: answer.listsize };
  } catch {
    return { items: [], total: 0 }; // spec 8: failed task loads are an empty list without a message
  }
}

export function TaskPickerModal({ chosen, onClose, onAdd }: { chosen: PickedTask[]; onClose: () => void; onAdd: (tasks: PickedTask[]) => void }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [ticked, setTicked] = useState<PickedTask[]>(chosen);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(typed.trim());
      setPageIndex(1);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const page = useQuery({ queryKey: ['tasks', 'picker', pageIndex, search], queryFn: () => loadTasks(pageIndex, search), placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((page.data?.total ?? 0) / TASK_PICKER_PAGE_SIZE));
  const added = ticked.filter((t) => !chosen.some((c) => c.task_id === t.task_id));
  return (
    <Modal
      visible
      size="large"
      header="Add Task"
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" disabled={ticked.length === 0} onClick={() => onAdd(ticked)}>
              Add to PM
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Input type="search" placeholder="Search Tasks" ariaLabel="Search Tasks" value={typed} onChange={({ detail }) => setTyped(detail.value)} />
        <Table
          variant="embedded"
          selectionType="multi"
          trackBy="task_id"
          items={page.data?.items ?? []}
          loading={page.isPending}
          loadingText="Loading..."
          selectedItems={ticked as TaskRow[]}
          onSelectionChange={({ detail }) => {
            const onPage = new Set((page.data?.items ?? []).map((t) => t.task_id));
            setTicked([...ticked.filter((t) => !onPage.has(t.task_id)), ...detail.selectedItems]);
          }}
          ariaLabels={{ itemSelectionLabel: (_, t) => t.task_title, selectionGroupLabel: 'Tasks', allItemsSelectionLabel: () => 'All tasks on this page' }}
          columnDefinitions={[
            { id: 'code', header: 'Task Code', cell: (t) => t.task_code },
            { id: 'title', header: 'Task Title', cell: (t) => t.task_title },
            { id: 'est', header: 'Est Time', cell: (t) => t.task_est_display },
          ]}
          empty={<Box color="text-status-inactive">No data found</Box>}
          pagination={<Pagination currentPageIndex={pageIndex} pagesCount={pages} onChange={({ detail }) => setPageIndex(detail.currentPageIndex)} />}
        />
        {added.length > 0 && <Box variant="small">{added.length} new task(s) ticked</Box>}
      </SpaceBetween>
    </Modal>
  );
}
