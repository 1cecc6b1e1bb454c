/**
 * cdk-nag acknowledgements. Every one carries the reason a reviewer reads; wildcard findings are
 * acknowledged one resource at a time (cdk-nag's `IAM5[Resource::...]` form), never per rule.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export function acknowledge(scope: IConstruct, rule: string, reason: string) {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
}

/**
 * The text cdk-nag prints for a resolved CloudFormation value in a finding: strings as they are
 * (`${X}` written `<X>`), joins joined, `Ref` as `<Name>`, `Fn::GetAtt` as `<Name.Attr>`.
 */
export function findingText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const node = value as Record<string, unknown>;
  if (node['Fn::Join']) {
    const [delimiter, items] = node['Fn::Join'] as [string, unknown[]];
    return items.map(findingText).join(delimiter);
  }
  if (node['Fn::Sub']) return findingText(node['Fn::Sub']);
  if (node['Fn::GetAtt']) {
    const [resource, attribute] = node['Fn::GetAtt'] as [unknown, unknown];
    return `<${findingText(resource)}.${findingText(attribute)}>`;
  }
  if (node['Fn::ImportValue']) return findingText(node['Fn::ImportValue']);
  if (node.Ref) return `<${findingText(node.Ref)}>`;
  return JSON.stringify(value);
}

/**
 * Acknowledges the IAM5 finding of each wildcard resource ARN in a policy attached to `scope`.
 * The ARNs must not be cross-stack references (their text changes when CDK turns them into imports).
 */
export function acknowledgeWildcardResources(scope: IConstruct, arns: string[], reason: string) {
  const stack = Stack.of(scope);
  for (const arn of arns) {
    const text = findingText(stack.resolve(arn));
    if (!text.includes('*')) continue;
    Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${text}]`, reason });
  }
}

export function acknowledgeWildcardActions(scope: IConstruct, actions: string[], reason: string) {
  for (const action of actions)
    Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Action::${action}]`, reason });
}
