/**
 * The Add Plan drawer of an asset's PM Plan tab (maintenance 2.4): 'Add PM Schedule', the
 * company's PM categories, each opening to its plans (loaded when opened); a plan's Add button
 * gives the asset that plan (its PMs become the asset's PMs). Plans without PMs are not offered
 * (spec 2.3: plans with zero count are hidden where plans are listed to pick from).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { AssetPlanTexts } from '@shared/pm/asset-plan-messages';
import { SidePanel } from '../../../../components/SidePanel';

export interface PlanCategory {
  pm_category_id: number;
  category_name: string;
  pmPlansCount: number;
}

export interface PlanChoice {
  pm_plan_id: number;
  plan_name: string;
  pmCount: number;
}

function CategoryPlans({
  category,
  loadPlans,
  adding,
  onAdd,
}: {
  category: PlanCategory;
  loadPlans: (categoryId: number) => Promise<PlanChoice[]>;
  adding: number | null;
  onAdd: (plan: PlanChoice) => void;
}) {
  const [open, setOpen] = useState(false);
  const plans = useQuery({
    queryKey: ['pm', 'library', 'plans', category.pm_category_id],
    queryFn: () => loadPlans(category.pm_category_id),
    enabled: open,
  });
  const offered = (plans.data ?? []).filter((plan) => plan.pmCount > 0);
  return (
    <ExpandableSection
      variant="container"
      expanded={open}
      onChange={({ detail }) => setOpen(detail.expanded)}
      headerText={category.category_name}
      headerCounter={`(${category.pmPlansCount})`}
    >
      {plans.isPending ? (
        <Spinner />
      ) : offered.length === 0 ? (
        <Box color="text-body-secondary">No plans in this category</Box>
      ) : (
        <ul className="ac-pm-plan-choices">
          {offered.map((plan) => (
            <li key={plan.pm_plan_id}>
              <span>
                {plan.plan_name}{' '}
                <Box variant="small" color="text-body-secondary" display="inline">
                  ({plan.pmCount} PMs)
                </Box>
              </span>
              <Button
                ariaLabel={`Add ${plan.plan_name}`}
                disabled={adding !== null}
                loading={adding === plan.pm_plan_id}
                onClick={() => onAdd(plan)}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ExpandableSection>
  );
}

export function AddPlanDrawer({
  loadCategories,
  loadPlans,
  onAdd,
  onClose,
}: {
  loadCategories: () => Promise<PlanCategory[]>;
  loadPlans: (categoryId: number) => Promise<PlanChoice[]>;
  /** Gives the asset the plan; resolves true when done (the drawer closes). */
  onAdd: (plan: PlanChoice) => Promise<boolean>;
  onClose: () => void;
}) {
  const categories = useQuery({ queryKey: ['pm', 'library', 'categories'], queryFn: loadCategories });
  const [adding, setAdding] = useState<number | null>(null);
  const add = async (plan: PlanChoice) => {
    setAdding(plan.pm_plan_id);
    const done = await onAdd(plan).catch(() => false);
    setAdding(null);
    if (done) onClose();
  };
  return (
    <SidePanel title={AssetPlanTexts.addPlanTitle} onClose={onClose} closable={adding === null}>
      <SpaceBetween size="s">
        {categories.isPending ? (
          <Spinner size="large" />
        ) : (categories.data ?? []).length === 0 ? (
          <Box color="text-body-secondary">No categories found</Box>
        ) : (
          categories.data!.map((category) => (
            <CategoryPlans
              key={category.pm_category_id}
              category={category}
              loadPlans={loadPlans}
              adding={adding}
              onAdd={(plan) => void add(plan)}
            />
          ))
        )}
        <Button disabled={adding !== null} onClick={onClose}>
          Cancel
        </Button>
      </SpaceBetween>
    </SidePanel>
  );
}
