/** A building's tree as a flat, indented list of choices (for "parent" selects). */
import type { TLocationTreeNode } from '@mainstay/contracts';

export interface TreeOption {
  id: string;
  name: string;
  depth: number;
  /** "Floor 2 › East wing" */
  path: string;
}

/** Every node except `excludeId` and its subtree (a location cannot go under itself). */
export function treeOptions(
  nodes: readonly TLocationTreeNode[],
  excludeId?: string | null,
): TreeOption[] {
  const result: TreeOption[] = [];
  const walk = (list: readonly TLocationTreeNode[], trail: string[]) => {
    for (const node of list) {
      if (node.id === excludeId) continue;
      const path = [...trail, node.name];
      result.push({ id: node.id, name: node.name, depth: node.depth, path: path.join(' › ') });
      walk(node.children, path);
    }
  };
  walk(nodes, []);
  return result;
}

/** The node with this id, anywhere in the tree. */
export function findNode(
  nodes: readonly TLocationTreeNode[],
  id: string | null,
): TLocationTreeNode | null {
  if (!id) return null;
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}
