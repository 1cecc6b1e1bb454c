/**
 * The Outstanding Issues panel (spec 2.4, 3): each asset with open issues (Asset Name, Asset Id,
 * Site, count) expands to its items (attribute name, time elapsed); Expand All opens every row;
 * 'Last Updated' is shown in Los Angeles time, MM-DD-YYYY hh:mm a.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { badgeText } from '@shared/codes';
import { formatDateTime, LOS_ANGELES } from '@shared/dates';
import type { OutstandingAsset } from '@shared/issues/schemas';
import { Messages } from '@shared/messages';

export function OutstandingIssues({
  assets,
  modifiedAt,
  loading,
}: {
  assets: OutstandingAsset[];
  modifiedAt: string | null;
  loading: boolean;
}) {
  const [expandAll, setExpandAll] = useState(false);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const isOpen = (assetId: number) => expandAll || expanded.has(assetId);
  const toggle = (assetId: number, open: boolean) => {
    if (expandAll && !open) {
      // Closing one row under Expand All: every other row stays open.
      setExpandAll(false);
      setExpanded(new Set(assets.map((a) => a.asset_id).filter((id) => id !== assetId)));
      return;
    }
    setExpanded((now) => {
      const next = new Set(now);
      if (open) next.add(assetId);
      else next.delete(assetId);
      return next;
    });
  };

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={modifiedAt ? `Last Updated ${formatDateTime(modifiedAt, LOS_ANGELES)}` : undefined}
          actions={
            <Checkbox
              checked={expandAll}
              disabled={assets.length === 0}
              onChange={({ detail }) => setExpandAll(detail.checked)}
            >
              Expand All
            </Checkbox>
          }
        >
          Outstanding Issues
        </Header>
      }
    >
      {loading ? (
        <Box textAlign="center">
          <Spinner />
        </Box>
      ) : assets.length === 0 ? (
        <Box textAlign="center">{Messages.noDataFound}</Box>
      ) : (
        <div className="ac-outstanding" role="list" aria-label="Outstanding Issues">
          <div className="ac-outstanding__head" aria-hidden="true">
            <span>Asset Name</span>
            <span>Asset Id</span>
            <span>Site</span>
            <span>Outstanding Issues</span>
          </div>
          {assets.map((asset) => (
            <div role="listitem" key={asset.asset_id}>
              <ExpandableSection
                expanded={isOpen(asset.asset_id)}
                onChange={({ detail }) => toggle(asset.asset_id, detail.expanded)}
                // The name starts with the row's visible texts (WCAG 2.5.3, label in name).
                headerAriaLabel={`${asset.asset_name} ${asset.internal_asset_id} ${asset.site_name}: ${badgeText(asset.outstanding_issues_count)} outstanding issues`}
                headerText={
                  <span className="ac-outstanding__row">
                    {/* Spaces between the cells: the row's text reads as words, as the name does. */}
                    <span>{asset.asset_name}</span> <span>{asset.internal_asset_id}</span>{' '}
                    <span>{asset.site_name}</span>{' '}
                    <span>
                      <Badge color="red">{badgeText(asset.outstanding_issues_count)}</Badge>
                    </span>
                  </span>
                }
              >
                <table className="ac-outstanding__items">
                  <thead>
                    <tr>
                      <th>Attribute</th>
                      <th>Time Elapsed</th>
                    </tr>
                  </thead>
                  <tbody>
                    {asset.asset.map((item) => (
                      <tr key={item.issue_uuid}>
                        <td>
                          <RouterLink to={`/issues/details/${item.issue_uuid}`}>
                            {item.attribute_name}
                          </RouterLink>
                        </td>
                        <td>{item.time_elapsed}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ExpandableSection>
            </div>
          ))}
        </div>
      )}
    </Container>
  );
}
