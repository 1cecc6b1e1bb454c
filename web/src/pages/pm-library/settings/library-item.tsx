/**
 * One row of a PM library column (a category, a plan or a PM): its name and count, selected or
 * not, opened by click or Enter, with its actions menu.
 */
import Box from '@cloudscape-design/components/box';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';

export const libraryItem = (
  selected: boolean,
  label: string,
  count: number | null,
  onClick: () => void,
  actions: { id: string; text: string; disabled?: boolean }[],
  onAction: (id: string) => void,
) => (
  <div
    key={label}
    style={{
      display: 'flex',
      alignItems: 'center',
      gap: 8,
      padding: '4px 8px',
      background: selected ? '#e9f2fb' : undefined,
      borderRadius: 8,
    }}
    data-testid={`item-${label}`}
  >
    <div
      style={{ flex: 1, cursor: 'pointer' }}
      onClick={onClick}
      role="button"
      tabIndex={0}
      onKeyDown={(e) => e.key === 'Enter' && onClick()}
    >
      {label}{' '}
      {count !== null && (
        <Box variant="span" color="text-body-secondary">
          ({count})
        </Box>
      )}
    </div>
    <ButtonDropdown
      variant="icon"
      ariaLabel={`Actions of ${label}`}
      items={actions}
      onItemClick={({ detail }) => onAction(detail.id)}
    />
  </div>
);
