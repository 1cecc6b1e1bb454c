/**
 * The Service Dealer field of the PM and work order forms (spec maintenance 2.2, 2.8, 8, 9): the
 * chosen dealer (name and e-mail) or "No Service Dealer added !"; a modal lists the company's
 * dealers 10 a page with a search debounced 700 ms ("No dealers found"), and a dealer can be added
 * there (name and e-mail, checked with the shared schema) and is then chosen.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import { PAGINATION_LABELS } from '../list-kit/pagination-labels';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { DealerMessages } from '@shared/dealers/messages';
import { DEALER_PAGE_SIZE, DEALER_SEARCH_DEBOUNCE_MS } from '@shared/dealers/rules';
import { dealerBody, type DealerRow } from '@shared/dealers/schemas';
import { toast } from '../../app/toasts';
import { TextField } from '../forms/fields';
import { payloadResolver } from '../forms/payload-resolver';
import { addDealer, dealersKeys, loadDealersPage } from './dealers-calls';

export interface ServiceDealerPickerProps {
  value: DealerRow | null;
  onChange: (dealer: DealerRow | null) => void;
  disabled?: boolean;
  /** Shown in the field's place: read-only (view drawers). */
  readOnly?: boolean;
  /** The field's name ('Service Dealer' unless told: a part's 'Preferred Dealer'). */
  label?: string;
}

export function ServiceDealerPicker({
  value,
  onChange,
  disabled,
  readOnly,
  label = 'Service Dealer',
}: ServiceDealerPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <div data-field={label}>
      <SpaceBetween size="xs">
        <Box variant="awsui-key-label">{label}</Box>
        {value ? (
          <div data-testid="chosen-dealer">
            <Box fontWeight="bold">{value.name}</Box>
            <Box variant="small">{value.email}</Box>
          </div>
        ) : (
          <Box color="text-status-inactive">{DealerMessages.noDealerAdded}</Box>
        )}
        {!readOnly && (
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" disabled={disabled} onClick={() => setOpen(true)}>
              {value ? 'Change Service Dealer' : 'Select Service Dealer'}
            </Button>
            {value && (
              <Button formAction="none" variant="link" disabled={disabled} onClick={() => onChange(null)}>
                Remove
              </Button>
            )}
          </SpaceBetween>
        )}
      </SpaceBetween>
      {open && (
        <DealerModal
          initial={value}
          onClose={() => setOpen(false)}
          onChoose={(dealer) => {
            onChange(dealer);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

/** The typed text, asked for 700 ms after the last key (spec 9). */
function useDebounced(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), ms);
    return () => window.clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

function DealerModal({
  initial,
  onClose,
  onChoose,
}: {
  initial: DealerRow | null;
  onClose: () => void;
  onChoose: (dealer: DealerRow) => void;
}) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), DEALER_SEARCH_DEBOUNCE_MS);
  const [pageIndex, setPageIndex] = useState(1);
  const [selected, setSelected] = useState<DealerRow | null>(initial);
  const [adding, setAdding] = useState(false);
  useEffect(() => setPageIndex(1), [search]);

  const page = useQuery({
    queryKey: dealersKeys.page(pageIndex, search),
    queryFn: () => loadDealersPage(pageIndex, search),
    placeholderData: keepPreviousData,
  });
  const items = page.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((page.data?.total ?? 0) / DEALER_PAGE_SIZE));

  return (
    <Modal
      visible
      size="large"
      header="Service Dealers"
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" disabled={!selected} onClick={() => selected && onChoose(selected)}>
              Select
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {adding ? (
          <AddDealerForm
            onCancel={() => setAdding(false)}
            onAdded={(dealer) => {
              setAdding(false);
              onChoose(dealer);
            }}
          />
        ) : (
          <SpaceBetween direction="horizontal" size="xs">
            <div style={{ minWidth: 320 }}>
              <Input
                type="search"
                clearAriaLabel="Clear search"
                placeholder="Search Service Dealers"
                value={typed}
                onChange={({ detail }) => setTyped(detail.value)}
                ariaLabel="Search Service Dealers"
              />
            </div>
            <Button iconName="add-plus" onClick={() => setAdding(true)}>
              Add Service Dealer
            </Button>
          </SpaceBetween>
        )}
        <Table
          variant="embedded"
          selectionType="single"
          trackBy="service_dealer_id"
          items={items}
          loading={page.isPending}
          loadingText="Loading..."
          selectedItems={selected ? [selected] : []}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems[0] ?? null)}
          ariaLabels={{
            itemSelectionLabel: (_, item) => item.name,
            selectionGroupLabel: 'Service dealers',
            allItemsSelectionLabel: () => 'All',
          }}
          columnDefinitions={[
            { id: 'name', header: 'Name', cell: (d) => d.name },
            { id: 'email', header: 'Email', cell: (d) => d.email },
          ]}
          empty={<Box color="text-status-inactive">{DealerMessages.noDealersFound}</Box>}
          pagination={
            <Pagination
              ariaLabels={PAGINATION_LABELS}
              currentPageIndex={pageIndex}
              pagesCount={pages}
              onChange={({ detail }) => setPageIndex(detail.currentPageIndex)}
            />
          }
        />
      </SpaceBetween>
    </Modal>
  );
}

type DealerValues = { name: string; email: string };
const dealerResolver = payloadResolver<DealerValues>(dealerBody, (values) => ({ ...values }));

/** Adds a dealer to the company (the shared schema's messages); the list is reloaded and the new dealer chosen. */
function AddDealerForm({
  onCancel,
  onAdded,
}: {
  onCancel: () => void;
  onAdded: (dealer: DealerRow) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<DealerValues>({ defaultValues: { name: '', email: '' }, resolver: dealerResolver });
  const values = form.watch();
  const { errors, isSubmitting } = form.formState;
  const bind = (name: 'name' | 'email') => ({
    value: values[name],
    errorText: errors[name]?.message,
    disabled: isSubmitting,
    onChange: (value: string) => {
      form.setValue(name, value);
      form.clearErrors(name);
    },
  });
  const submit = form.handleSubmit(async (body) => {
    let dealer: DealerRow;
    try {
      dealer = await addDealer(body);
    } catch {
      return; // the API client showed the server's message
    }
    toast.success(DealerMessages.added);
    await queryClient.invalidateQueries({ queryKey: dealersKeys.all });
    onAdded(dealer);
  });
  return (
    <div data-testid="add-dealer-form">
      <SpaceBetween size="s">
        <Box variant="h4">Add Service Dealer</Box>
        <TextField label="Name" placeholder="Enter Name" {...bind('name')} />
        <TextField label="Email" type="email" placeholder="Enter Email" {...bind('email')} />
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" disabled={isSubmitting} onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={isSubmitting} onClick={() => void submit()}>
            {isSubmitting ? 'Saving...' : 'Add'}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </div>
  );
}
