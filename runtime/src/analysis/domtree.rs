//! The dominator tree of one region's control-flow graph, shaped as MLIR's `DominanceInfo`
//! (LLVM's `DominatorTree`) shapes it: only blocks reachable from the entry block are in the
//! tree, and the children of a node come in the depth-first preorder of LLVM's tree
//! construction (successors taken first to last). Passes that walk the tree (CSE) visit
//! blocks in the same order as mlir-opt.
//!
//! Immediate dominators come from the semi-NCA algorithm (semidominators as Lengauer and
//! Tarjan compute them, with path compression, then each immediate dominator as the nearest
//! ancestor in the depth-first tree at or above the semidominator), which LLVM uses too:
//! near-linear, where the iterative intersection of Cooper, Harvey and Kennedy walks
//! quadratically long dominator chains on a long chain of blocks that all branch to one exit.
//! Everything is iterative.

use crate::ir::context::{Context, FxHashMap};
use crate::ir::{Block, Region};

/// The dominator tree of a region: nodes are numbered in depth-first preorder, node 0 being
/// the entry block.
#[derive(Clone, Debug, Default)]
pub struct DomTree {
    /// The block of each node, in preorder.
    pub blocks: Vec<Block>,
    /// The children of each node, in preorder.
    pub children: Vec<Vec<u32>>,
    /// The immediate dominator of each node (the entry is its own).
    pub idom: Vec<u32>,
}

impl DomTree {
    /// Builds the tree of `region` (empty for an empty region).
    pub fn new(ctx: &Context, region: Region) -> DomTree {
        let ir = &ctx.ir;
        let Some(entry) = ir.first_block(region) else {
            return DomTree::default();
        };
        let succs = |b: Block| -> &[Block] {
            match ir.last_op(b) {
                Some(t) => &ir.op(t).successors,
                None => &[],
            }
        };
        // depth-first search: preorder numbers and the depth-first tree
        let mut number: FxHashMap<Block, u32> = FxHashMap::default();
        let mut blocks = vec![entry];
        let mut parent: Vec<u32> = vec![0];
        number.insert(entry, 0);
        let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
        while let Some(top) = stack.last_mut() {
            let (n, i) = *top;
            let b = blocks[n as usize];
            match succs(b).get(i) {
                Some(&s) => {
                    top.1 += 1;
                    if ir.block_parent(s) == Some(region) && !number.contains_key(&s) {
                        let m = blocks.len() as u32;
                        number.insert(s, m);
                        blocks.push(s);
                        parent.push(n);
                        stack.push((m, 0));
                    }
                }
                None => {
                    stack.pop();
                }
            }
        }
        let n = blocks.len();
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
        for (i, &b) in blocks.iter().enumerate() {
            for s in succs(b) {
                if let Some(&j) = number.get(s) {
                    preds[j as usize].push(i as u32);
                }
            }
        }
        let idom = semi_nca(&parent, &preds);
        let mut children: Vec<Vec<u32>> = vec![Vec::new(); n];
        for (b, &d) in idom.iter().enumerate().skip(1) {
            children[d as usize].push(b as u32);
        }
        DomTree {
            blocks,
            children,
            idom,
        }
    }
}

/// Immediate dominators of a graph whose nodes are numbered in depth-first preorder from
/// the entry (node 0), given each node's parent in the depth-first tree and its
/// predecessors. The entry is its own immediate dominator.
fn semi_nca(parent: &[u32], preds: &[Vec<u32>]) -> Vec<u32> {
    const NONE: u32 = u32::MAX;
    let n = parent.len();
    let mut semi: Vec<u32> = (0..n as u32).collect();
    // the forest of processed nodes (links to the depth-first parent), with path compression:
    // `label[v]` is the node of least semidominator on the compressed path above `v`
    let mut ancestor = vec![NONE; n];
    let mut label: Vec<u32> = (0..n as u32).collect();
    let mut path = Vec::new();
    for w in (1..n).rev() {
        for &v in &preds[w] {
            // eval(v): compress the path from v to its forest root
            let mut u = v;
            path.clear();
            while ancestor[u as usize] != NONE && ancestor[ancestor[u as usize] as usize] != NONE {
                path.push(u);
                u = ancestor[u as usize];
            }
            for &x in path.iter().rev() {
                let a = ancestor[x as usize] as usize;
                if semi[label[a] as usize] < semi[label[x as usize] as usize] {
                    label[x as usize] = label[a];
                }
                ancestor[x as usize] = ancestor[a];
            }
            let best = label[v as usize];
            if semi[best as usize] < semi[w] {
                semi[w] = semi[best as usize];
            }
        }
        ancestor[w] = parent[w];
    }
    let mut idom = parent.to_vec();
    for w in 1..n {
        let mut x = idom[w];
        while x > semi[w] {
            x = idom[x as usize];
        }
        idom[w] = x;
    }
    idom
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diamond_and_unreachable_block() {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let text = r#""t.f"() ({
^0:
  "t.br"()[^2, ^1] : () -> ()
^1:
  "t.br"()[^3] : () -> ()
^2:
  "t.br"()[^3] : () -> ()
^3:
  "t.ret"() : () -> ()
^4:
  "t.br"()[^3] : () -> ()
}) : () -> ()
"#;
        let top = crate::text::api::parse_str(&mut ctx, text, "d.mlir")
            .unwrap_or_else(|e| panic!("{}", e.rendered));
        let f = ctx
            .ir
            .block_ops(ctx.ir.first_block(ctx.ir.op(top).regions[0]).unwrap());
        let f = f.into_iter().next().unwrap();
        let region = ctx.ir.op(f).regions[0];
        let all: Vec<Block> = ctx.ir.region_blocks(region).collect();
        let t = DomTree::new(&ctx, region);
        // preorder: ^0, ^2 (first successor), ^3, ^1; ^4 is unreachable
        assert_eq!(t.blocks, vec![all[0], all[2], all[3], all[1]]);
        assert_eq!(t.children, vec![vec![1, 2, 3], vec![], vec![], vec![]]);
    }
}
