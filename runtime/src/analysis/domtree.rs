//! The dominator tree of one region's control-flow graph, shaped as MLIR's `DominanceInfo`
//! (LLVM's `DominatorTree`) shapes it: only blocks reachable from the entry block are in the
//! tree, and the children of a node come in the depth-first preorder of LLVM's tree
//! construction (successors taken first to last). Passes that walk the tree (CSE) visit
//! blocks in the same order as mlir-opt.
//!
//! Immediate dominators come from Cooper, Harvey and Kennedy's iterative algorithm ("A Simple,
//! Fast Dominance Algorithm") over the reverse postorder. Everything is iterative.

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
        // depth-first search: preorder numbers, the postorder, and the successor lists
        let mut number: FxHashMap<Block, u32> = FxHashMap::default();
        let mut blocks = vec![entry];
        let mut post: Vec<u32> = Vec::new();
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
                        stack.push((m, 0));
                    }
                }
                None => {
                    post.push(n);
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
        // postorder index of each node
        let mut po = vec![0u32; n];
        for (i, &node) in post.iter().enumerate() {
            po[node as usize] = i as u32;
        }
        const UNDEF: u32 = u32::MAX;
        let mut idom = vec![UNDEF; n];
        idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            // reverse postorder, entry excluded
            for &b in post.iter().rev().skip(1) {
                let mut new_idom = UNDEF;
                for &p in &preds[b as usize] {
                    if idom[p as usize] == UNDEF {
                        continue;
                    }
                    if new_idom == UNDEF {
                        new_idom = p;
                        continue;
                    }
                    let (mut x, mut y) = (p, new_idom);
                    while x != y {
                        while po[x as usize] < po[y as usize] {
                            x = idom[x as usize];
                        }
                        while po[y as usize] < po[x as usize] {
                            y = idom[y as usize];
                        }
                    }
                    new_idom = x;
                }
                if new_idom != UNDEF && idom[b as usize] != new_idom {
                    idom[b as usize] = new_idom;
                    changed = true;
                }
            }
        }
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
