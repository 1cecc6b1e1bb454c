/**
 * The inspection's answers (spec 2.9, 3 'Inspection detail'): one table per checklist group, each
 * attribute's name with its value; a Left / Center / Right item (values_type 3) shows the side,
 * every other item Ok or Not ok, Not ok marked in red and counted in the group's header.
 */
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { ValuesType } from '@shared/forms/rules';
import type { InspectionDetail } from '@shared/inspections/detail-schemas';
import { Messages } from '@shared/messages';

type Group = InspectionDetail['attributes'][number];
type Answer = Group['attribute_values'][number];

const NOT_OK = 'not ok';
const isNotOk = (answer: Answer) =>
  answer.values_type !== ValuesType.LeftCenterRight && answer.value.trim().toLowerCase() === NOT_OK;

function AnswerValue({ answer }: { answer: Answer }) {
  if (answer.values_type === ValuesType.LeftCenterRight) return <span>{answer.value || '-'}</span>;
  if (isNotOk(answer)) return <StatusIndicator type="error">Not ok</StatusIndicator>;
  if (answer.value.trim().toLowerCase() === 'ok') return <StatusIndicator type="success">Ok</StatusIndicator>;
  return <span>{answer.value || '-'}</span>;
}

function AttributeGroup({ group }: { group: Group }) {
  const failed = group.attribute_values.filter(isNotOk).length;
  return (
    <Table<Answer>
      data-testid="attribute-group"
      variant="embedded"
      header={
        <Header variant="h3" counter={failed > 0 ? `(${failed} Not ok)` : undefined}>
          {group.name || 'Checklist'}
        </Header>
      }
      items={group.attribute_values}
      trackBy="id"
      empty={<Box textAlign="center">{Messages.noDataFound}</Box>}
      columnDefinitions={[
        { id: 'name', header: 'Attribute', cell: (a) => a.name, isRowHeader: true },
        { id: 'value', header: 'Value', cell: (a) => <AnswerValue answer={a} /> },
        {
          id: 'choices',
          header: 'Choices',
          cell: (a) =>
            a.values_type === ValuesType.LeftCenterRight
              ? 'Left / Center / Right'
              : a.values.length
                ? a.values.join(' / ')
                : 'Ok / Not ok',
        },
      ]}
    />
  );
}

export function InspectionAttributes({ groups }: { groups: InspectionDetail['attributes'] }) {
  if (groups.length === 0) return <Box textAlign="center">{Messages.noDataFound}</Box>;
  return (
    <SpaceBetween size="l">
      {groups.map((group, index) => (
        <AttributeGroup key={`${group.name}-${index}`} group={group} />
      ))}
    </SpaceBetween>
  );
}
