/**
 * An inspection's New Issues cell (spec 2.7, 2.9): a red badge with the count of new not-ok items
 * (its popover lists them, or it links to the inspection where `issuesLink` is given) and the photo
 * badge with the image count, which opens /inspections/photo/{id} only when there are photos.
 */
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@cloudscape-design/components/badge';
import Popover from '@cloudscape-design/components/popover';
import { badgeText } from '@shared/codes';
import './inspection-badges.css';
import { PhotoIcon } from './PhotoIcon';

export interface InspectionBadgesProps {
  inspectionId: string;
  /** What the badges' accessible names say the inspection is of ('New issues of {name}: 2'). */
  label: string;
  newIssues: readonly { id: string; name: string }[];
  imageCount: number;
  /** Where the issue badge goes; without it, the badge opens a popover listing the items. */
  issuesLink?: string;
}

function IssuesBadge({
  label,
  newIssues,
  issuesLink,
}: Omit<InspectionBadgesProps, 'inspectionId' | 'imageCount'>) {
  const count = newIssues.length;
  const badge = <Badge color={count > 0 ? 'red' : 'grey'}>{badgeText(count)}</Badge>;
  const name = `New issues of ${label}: ${count}`;
  if (issuesLink) {
    return (
      <RouterLink to={issuesLink} aria-label={name} className="ac-inspection-badge">
        {badge}
      </RouterLink>
    );
  }
  if (count === 0) return <span aria-label={name}>{badge}</span>;
  return (
    <Popover
      dismissButton={false}
      triggerType="custom"
      header="New issues"
      content={
        <span className="ac-inspection-chips">
          {newIssues.map((item) => (
            <span key={item.id} className="ac-inspection-chip">
              {item.name}
            </span>
          ))}
        </span>
      }
    >
      <button type="button" className="ac-inspection-badge" aria-label={name}>
        {badge}
      </button>
    </Popover>
  );
}

export function InspectionBadges({
  inspectionId,
  label,
  newIssues,
  imageCount,
  issuesLink,
}: InspectionBadgesProps) {
  const photos = (
    <Badge color={imageCount > 0 ? 'blue' : 'grey'}>
      <PhotoIcon /> {badgeText(imageCount)}
    </Badge>
  );
  const photosName = `Photos of ${label}: ${imageCount}`;
  return (
    <span className="ac-inspection-badges">
      <IssuesBadge label={label} newIssues={newIssues} issuesLink={issuesLink} />
      {imageCount > 0 ? (
        <RouterLink
          to={`/inspections/photo/${inspectionId}`}
          aria-label={photosName}
          className="ac-inspection-badge"
        >
          {photos}
        </RouterLink>
      ) : (
        <span aria-label={photosName}>{photos}</span>
      )}
    </span>
  );
}
