import { regionLevelOf, type AnswerField } from './answers/field-def';

/** A division of the region tree (GET /base/api/cities/tree): province → city → area. */
export interface RegionDivision {
  code: string;
  name: string;
  children?: readonly RegionDivision[];
}

/** One choice of a region field's cascading picker; the answer keeps the names (readable in exports). */
export interface RegionChoice {
  label: string;
  value: string;
  children?: RegionChoice[];
}

/**
 * The choices of a region field (省/市/区): the tree cut at the field's depth, named by name, so the
 * answer reads ["浙江省","杭州市","西湖区"] in the staff view, the export and a re-opened form alike.
 */
export function regionChoices(
  tree: readonly RegionDivision[],
  field: Pick<AnswerField, 'regionLevel'>,
): RegionChoice[] {
  const depth = regionLevelOf(field);
  const cut = (nodes: readonly RegionDivision[], level: number): RegionChoice[] =>
    nodes.map((n) =>
      level < depth && n.children?.length
        ? { label: n.name, value: n.name, children: cut(n.children, level + 1) }
        : { label: n.name, value: n.name },
    );
  return cut(tree, 1);
}

/** Whether a form has a region field (the screen then loads the region tree). */
export const hasRegionField = (fields: readonly Pick<AnswerField, 'type'>[]): boolean =>
  fields.some((f) => f.type === 'region');
