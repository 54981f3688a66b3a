//! Control flow between blocks: MLIR's `BranchOpInterface` (what region simplification and
//! branch canonicalizations need of it), block predecessors, and the region simplification
//! MLIR's greedy driver runs after each iteration (`simplifyRegions` at its default level:
//! `eraseUnreachableBlocks`, then `runRegionDCE`; no block merging).
//!
//! A branch op (`cf.br`, `cf.cond_br`, `cf.switch`) declares `BranchOpInterface` in its `.ods`
//! trait list (`extern_interface ods_runtime::analysis::cfg::BranchOpInterface`) and implements
//! [`BranchOpInterface`] on its handle: which operands are forwarded to each successor, and
//! how to drop one of them. Terminators with successors that are not branch ops (or not
//! registered) are handled conservatively: every argument of their successors is live.

use std::ops::Range;

use crate::ir::attributes::Attribute;
use crate::ir::context::Context;
use crate::ir::{Block, Op, Region, Value, ValueDef};

/// MLIR's `BranchOpInterface`: a terminator forwarding some of its operands to the arguments
/// of its successor blocks (no successor operand is produced by the op itself).
pub trait BranchOpInterface {
    /// The operands forwarded to successor `index`, as a range of operand indices (MLIR's
    /// `getSuccessorOperands`).
    fn successor_operands(&self, ctx: &Context, index: usize) -> Range<usize>;
    /// Removes operand `i` of the operands forwarded to successor `index` (MLIR's
    /// `SuccessorOperands::erase`), keeping the op's operand segments consistent.
    fn erase_successor_operand(&self, ctx: &mut Context, index: usize, i: usize);
    /// The one successor control goes to when the operands are known to be the given
    /// constants (`None`: unknown), one per operand (MLIR's `getSuccessorForOperands`);
    /// `None` when it cannot be decided. The default decides nothing.
    fn successor_for_operands(
        &self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Option<usize> {
        let _ = (ctx, operands);
        None
    }
}

/// The runtime model of [`BranchOpInterface`] an op registration attaches (the shape ODS
/// generates for interfaces, so `.ods` files can name it with `extern_interface`).
#[derive(Clone, Copy)]
pub struct BranchOpInterfaceModel {
    /// Casts an operation of the implementing op type to the trait object.
    pub cast: for<'a> fn(&'a Op) -> &'a dyn BranchOpInterface,
    /// The interface verifier (none).
    pub verify: Option<crate::ir::registry::VerifyFn>,
}

impl BranchOpInterfaceModel {
    /// The model of op type `T`, given its cast.
    pub const fn of<T: BranchOpInterface + 'static>(
        cast: for<'a> fn(&'a Op) -> &'a dyn BranchOpInterface,
    ) -> Self {
        BranchOpInterfaceModel { cast, verify: None }
    }
}

/// `op` as a [`BranchOpInterface`], when its registration attaches the interface.
pub fn as_branch_op<'a>(ctx: &Context, op: &'a Op) -> Option<&'a dyn BranchOpInterface> {
    let info = ctx.ir.op(*op).info?;
    ctx.registry
        .interface::<BranchOpInterfaceModel>(info)
        .map(|m| (m.cast)(op))
}

/// The operand ranges `op` forwards to each of its successors, when it is a branch op.
pub fn successor_operand_ranges(ctx: &Context, op: Op) -> Option<Vec<Range<usize>>> {
    let b = as_branch_op(ctx, &op)?;
    let n = ctx.ir.op(op).successors.len();
    Some((0..n).map(|i| b.successor_operands(ctx, i)).collect())
}

/// The predecessors of `block`: one `(terminator, successor index)` per use of the block as
/// a successor by the terminator of a block of its region, read from the block's use list
/// (most recent use first; no scan of the region).
pub fn predecessors(ctx: &Context, block: Block) -> Vec<(Op, usize)> {
    let mut out = Vec::new();
    let Some(region) = ctx.ir.block_parent(block) else {
        return out;
    };
    for u in ctx.ir.block_uses(block) {
        let Some(from) = ctx.ir.op_parent(u.op) else {
            continue;
        };
        if ctx.ir.block_parent(from) == Some(region) && ctx.ir.last_op(from) == Some(u.op) {
            out.push((u.op, u.index as usize));
        }
    }
    out
}

/// The block whose terminator is the only use of `block` as a successor (MLIR's
/// `getSinglePredecessor`).
pub fn single_predecessor(ctx: &Context, block: Block) -> Option<Block> {
    match predecessors(ctx, block).as_slice() {
        [(t, _)] => ctx.ir.op_parent(*t),
        _ => None,
    }
}

/// The blocks of `region` reachable from its entry block through successors (all of them
/// for a region of one block).
pub fn reachable_blocks(ctx: &Context, region: Region) -> Vec<Block> {
    let mut out = Vec::new();
    let Some(entry) = ctx.ir.first_block(region) else {
        return out;
    };
    let mut seen = crate::ir::marks::ScratchMarks::take();
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if !seen.insert(b.index()) {
            continue;
        }
        out.push(b);
        if let Some(t) = ctx.ir.last_op(b) {
            for &s in ctx.ir.op(t).successors.iter().rev() {
                if !seen.contains(s.index()) {
                    stack.push(s);
                }
            }
        }
    }
    out
}

/// Whether `v` is an argument of `block`.
pub fn is_arg_of(ctx: &Context, v: Value, block: Block) -> bool {
    matches!(ctx.ir.value(v).def, ValueDef::BlockArg { block: b, .. } if b == block)
}
