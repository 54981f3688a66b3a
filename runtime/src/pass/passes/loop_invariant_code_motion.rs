//! `loop-invariant-code-motion` (MLIR's `LoopInvariantCodeMotion`): hoists the ops of loop
//! bodies that do not depend on the loop out of it, innermost loops first.
//!
//! For each loop-like op ([`crate::analysis::loops`]) in post-order, and each of its loop
//! regions, the ops of the region are examined in order (a queue, as mlir-opt); an op is
//! moved right before the loop when
//! - it is not a terminator,
//! - it and the ops nested in it use only values defined outside the loop or inside the op
//!   itself,
//! - it is free of memory effects ([`crate::analysis::effects`], nested ops included through
//!   `RecursiveMemoryEffects`) and speculatable (nested ops included through
//!   `RecursivelySpeculatable`).
//!
//! The users of a hoisted op that are in the same region are examined again.
//!
//! Cost: whether an op (with everything nested in it) is free of effects and speculatable
//! is computed once per op and cached: hoisting only moves ops that pass both tests, so no
//! cached answer changes. The operand test walks the candidate's nested ops, stopping at the
//! first use of a value of the loop's body; values are classified by their block (blocks
//! inside the candidate are marked during the walk), so no walk goes up the nesting.

use std::collections::VecDeque;

use crate::analysis::effects::{own_memory_effect_free, speculatability, Speculatability};
use crate::analysis::loops::{loop_regions, move_out_of_loop};
use crate::ir::context::{Context, FxHashMap};
use crate::ir::registry::OpTraits;
use crate::ir::{Op, Region};
use crate::pass::{Pass, PassInfo, PassResult, PassState};

static INFO: PassInfo = PassInfo {
    argument: "loop-invariant-code-motion",
    name: "LoopInvariantCodeMotion",
    summary: "Hoist loop invariant instructions outside of the loop",
    description: "Moves the side-effect free, speculatable ops of loop bodies that use no value \
                  of the loop out of it, innermost loops first.",
    anchor: None,
    options: &[],
    statistics: &[],
    dependent_dialects: &[],
};

/// The `loop-invariant-code-motion` pass.
#[derive(Clone, Debug, Default)]
pub struct LoopInvariantCodeMotion;

impl Pass for LoopInvariantCodeMotion {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
        let _ = state;
        let mut order = crate::transforms::rewrite::walk_nested(ctx, op, false);
        order.push(op);
        let mut h = Hoister::default();
        for o in order {
            if let Some(regions) = loop_regions(ctx, o) {
                for r in regions {
                    h.hoist_from(ctx, o, r);
                }
            }
        }
        Ok(())
    }
}

/// Caches and scratch space shared by every loop of one run.
#[derive(Default)]
struct Hoister {
    /// op (with its nested ops) is free of memory effects
    free: FxHashMap<Op, bool>,
    /// op (with its nested ops) is speculatable
    speculatable: FxHashMap<Op, bool>,
    /// the blocks inside the candidate being examined (pooled: no cost per block of the
    /// whole IR when the pass runs once per function)
    marks: Option<crate::ir::marks::ScratchMarks>,
    walk: Vec<Op>,
}

/// Evaluates a property of `root` and its nested ops, caching it per op: `own(op)` gives
/// whether the op itself has it and whether its nested ops must have it too. Iterative.
pub(crate) fn cached(
    ctx: &Context,
    root: Op,
    memo: &mut FxHashMap<Op, bool>,
    own: fn(&Context, Op) -> (bool, bool),
) -> bool {
    if let Some(&b) = memo.get(&root) {
        return b;
    }
    let mut stack = vec![(root, false)];
    while let Some((o, expanded)) = stack.pop() {
        if memo.contains_key(&o) {
            continue;
        }
        if !expanded {
            let (ok, nested) = own(ctx, o);
            if !ok || !nested {
                memo.insert(o, ok);
                continue;
            }
            stack.push((o, true));
            for &r in ctx.ir.op(o).regions.iter() {
                for b in ctx.ir.region_blocks(r) {
                    stack.extend(
                        ctx.ir
                            .block_ops(b)
                            .filter(|c| !memo.contains_key(c))
                            .map(|c| (c, false)),
                    );
                }
            }
        } else {
            let mut all = true;
            'outer: for &r in ctx.ir.op(o).regions.iter() {
                for b in ctx.ir.region_blocks(r) {
                    for c in ctx.ir.block_ops(b) {
                        if !memo.get(&c).copied().unwrap_or(false) {
                            all = false;
                            break 'outer;
                        }
                    }
                }
            }
            memo.insert(o, all);
        }
    }
    memo.get(&root).copied().unwrap_or(false)
}

/// The one-op step of "free of memory effects" for [`cached`].
pub(crate) fn own_free(ctx: &Context, op: Op) -> (bool, bool) {
    own_memory_effect_free(ctx, op)
}

/// The one-op step of "speculatable" for [`cached`].
fn own_speculatable(ctx: &Context, op: Op) -> (bool, bool) {
    match speculatability(ctx, op) {
        Speculatability::NotSpeculatable => (false, false),
        Speculatability::Speculatable => (true, false),
        Speculatability::RecursivelySpeculatable => (true, true),
    }
}

impl Hoister {
    /// MLIR's `moveLoopInvariantCode` for one region of `loop_op`.
    fn hoist_from(&mut self, ctx: &mut Context, loop_op: Op, region: Region) {
        let mut queue: VecDeque<Op> = VecDeque::new();
        for b in ctx.ir.region_blocks(region) {
            queue.extend(ctx.ir.block_ops(b));
        }
        while let Some(op) = queue.pop_front() {
            if parent_region(ctx, op) != Some(region) {
                continue;
            }
            if !self.can_hoist(ctx, loop_op, op) {
                continue;
            }
            move_out_of_loop(ctx, loop_op, op);
            for r in ctx.ir.results(op) {
                for u in ctx.ir.uses(r) {
                    if parent_region(ctx, u.op) == Some(region) {
                        queue.push_back(u.op);
                    }
                }
            }
        }
    }

    /// Whether `op` (directly in a loop region of `loop_op`) may be hoisted.
    fn can_hoist(&mut self, ctx: &Context, loop_op: Op, op: Op) -> bool {
        if ctx.op_traits(op).contains(OpTraits::TERMINATOR) {
            return false;
        }
        // the op's own operands first: the cheapest way to find a loop-variant op
        let in_loop = |v| {
            ctx.ir
                .value_block(v)
                .is_some_and(|b| ctx.ir.block_parent_op(b) == Some(loop_op))
        };
        if ctx.ir.operands(op).any(in_loop) {
            return false;
        }
        if !cached(ctx, op, &mut self.free, own_free)
            || !cached(ctx, op, &mut self.speculatable, own_speculatable)
        {
            return false;
        }
        self.nested_uses_outside(ctx, loop_op, op)
    }

    /// Whether every value the ops nested in `op` use is defined inside `op` or outside the
    /// loop. In valid IR a value used in `op` and defined outside it is defined in a block
    /// enclosing `op`: in the loop's own regions, or further out.
    fn nested_uses_outside(&mut self, ctx: &Context, loop_op: Op, op: Op) -> bool {
        let marks = self
            .marks
            .get_or_insert_with(crate::ir::marks::ScratchMarks::take);
        marks.clear();
        self.walk.clear();
        self.walk.push(op);
        while let Some(o) = self.walk.pop() {
            if o != op {
                for v in ctx.ir.operands(o) {
                    let Some(b) = ctx.ir.value_block(v) else {
                        continue;
                    };
                    if marks.contains(b.index()) {
                        continue;
                    }
                    if ctx.ir.block_parent_op(b) == Some(loop_op) {
                        return false;
                    }
                }
            }
            for &r in ctx.ir.op(o).regions.iter() {
                for b in ctx.ir.region_blocks(r) {
                    marks.insert(b.index());
                    self.walk.extend(ctx.ir.block_ops(b));
                }
            }
        }
        true
    }
}

/// The region holding `op`.
fn parent_region(ctx: &Context, op: Op) -> Option<Region> {
    ctx.ir.block_parent(ctx.ir.op_parent(op)?)
}
