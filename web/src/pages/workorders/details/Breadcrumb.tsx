/** The work order details' breadcrumb: Work Orders (back to the list as it was left), then the number. */
import { useNavigate } from 'react-router-dom';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import { useReturnToList } from '../../../components/list-kit/return-to-list';

export function Breadcrumb({ woId, number }: { woId: string; number: string }) {
  const navigate = useNavigate();
  const listUrl = useReturnToList('/workorders');
  return (
    <BreadcrumbGroup
      ariaLabel="Breadcrumbs"
      items={[
        { text: 'Work Orders', href: listUrl },
        { text: number, href: `/workorders/details/${woId}` },
      ]}
      onFollow={(event) => {
        event.preventDefault();
        if (event.detail.href === listUrl) navigate(listUrl);
      }}
    />
  );
}
