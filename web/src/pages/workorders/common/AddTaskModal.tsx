/**
 * The Add Task dialog of the work order screens (spec maintenance 2.8, 9): the company's task
 * catalogue (Task Code, Task Title, Est Time, a tick box), searched as typed (debounced 700 ms),
 * 10 a page; 'Add Task' stays disabled until a task is ticked and hands the ticked tasks back (the
 * form merges duplicates by id). Tasks already on the work order show ticked and cannot be
 * unticked here.
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
import { FILTER_DEBOUNCE_MS } from '@shared/codes';
import { Messages } from '@shared/messages';
import { TasksApi } from '@shared/tasks/api';
import { TASK_PICKER_PAGE_SIZE } from '@shared/tasks/rules';
import type { TaskRow } from '@shared/tasks/schemas';
import { callApi } from '../../../app/api/client';

export function AddTaskModal({
  alreadyAdded,
  onAdd,
  onClose,
}: {
  alreadyAdded: readonly number[];
  onAdd: (tasks: TaskRow[]) => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [ticked, setTicked] = useState<TaskRow[]>([]);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(typed.trim());
      setPageIndex(1);
    }, FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const query = useQuery({
    queryKey: ['tasks', 'picker', search, pageIndex],
    queryFn: async () => {
      const answer = await callApi(
        TasksApi.getTasks,
        { query: { pageindex: pageIndex, pagesize: TASK_PICKER_PAGE_SIZE, searchstring: search } },
        { quiet: true },
      ).catch(() => ({ list: [] as TaskRow[], listsize: 0 }));
      return { items: answer.list, total: answer.listsize };
    },
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / TASK_PICKER_PAGE_SIZE));
  const added = new Set(alreadyAdded);
  const shownTicked = [...ticked, ...items.filter((t) => added.has(t.task_id))];

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
              Add Task
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Table
        variant="embedded"
        items={items}
        loading={query.isPending}
        loadingText="Loading tasks"
        trackBy="task_id"
        selectionType="multi"
        selectedItems={shownTicked}
        isItemDisabled={(item) => added.has(item.task_id)}
        onSelectionChange={({ detail }) =>
          // Ticks of other pages stay; this page's are what the table says.
          setTicked((current) => [
            ...current.filter((t) => !items.some((i) => i.task_id === t.task_id)),
            ...detail.selectedItems.filter((t) => !added.has(t.task_id)),
          ])
        }
        ariaLabels={{
          selectionGroupLabel: 'Tasks',
          itemSelectionLabel: (_, item) => `Select ${item.task_code}`,
          allItemsSelectionLabel: () => 'Select all tasks of the page',
        }}
        columnDefinitions={[
          { id: 'code', header: 'Task Code', cell: (row) => row.task_code, width: 120 },
          { id: 'title', header: 'Task Title', cell: (row) => row.task_title },
          { id: 'time', header: 'Est Time', cell: (row) => row.task_est_display, width: 150 },
        ]}
        empty={<Box textAlign="center">{Messages.noDataFound}</Box>}
        filter={
          <Input
            type="search"
            value={typed}
            placeholder="Search Tasks"
            ariaLabel="Search Tasks"
            onChange={({ detail }) => setTyped(detail.value)}
          />
        }
        pagination={
          <Pagination currentPageIndex={pageIndex} pagesCount={pages} onChange={({ detail }) => setPageIndex(detail.currentPageIndex)} />
        }
      />
    </Modal>
  );
}
