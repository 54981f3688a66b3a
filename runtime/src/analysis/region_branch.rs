//! Control flow between the regions of an op: MLIR's `RegionBranchOpInterface` and
//! `RegionBranchTerminatorOpInterface`.
//!
//! A region branch op (`scf.if`, `scf.for`, `scf.while`, `scf.index_switch`, ...) declares
//! `RegionBranchOpInterface` in its `.ods` trait list
//! (`extern_interface ods_runtime::analysis::region_branch::RegionBranchOpInterface`) and
//! implements [`RegionBranchOpInterface`] on its handle:
//! - where control may go from the op itself ([`RegionPoint::Parent`]: entering it) or from
//!   the end of one of its regions ([`RegionPoint::Region`]): each successor is a region, whose
//!   entry block arguments receive the forwarded values, or the op again
//!   ([`RegionPoint::Parent`]: leaving it), whose results receive them
//!   ([`RegionBranchOpInterface::successor_regions`]);
//! - the same for entering, narrowed by what is known of the op's operands (constant
//!   attributes; [`RegionBranchOpInterface::entry_successor_regions`]);
//! - which of the op's operands are forwarded when entering
//!   ([`RegionBranchOpInterface::entry_successor_operands`]);
//! - how many times each region may run per execution of the op
//!   ([`RegionBranchOpInterface::region_invocation_bounds`]).
//!
//! The values forwarded when leaving a region are operands of the region's terminator:
//! [`terminator_successor_operands`] asks the terminator's
//! [`RegionBranchTerminatorOpInterface`] (`scf.condition` forwards all but its condition),
//! and takes every operand of a `ReturnLike` terminator without one (`scf.yield`).
//! [`edges`] puts the pieces together: every (operand, successor input) pair of an op.

use std::ops::Range;

use crate::ir::attributes::Attribute;
use crate::ir::context::Context;
use crate::ir::registry::OpTraits;
use crate::ir::{Op, Region, Value};

/// Where control is in a region branch op: at the op itself (entering it, or leaving it to
/// its results) or at a region.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RegionPoint {
    /// The op: as a source, the op being entered; as a successor, the op's results.
    Parent,
    /// A region of the op: as a source, the end of the region (its terminator); as a
    /// successor, its entry block.
    Region(Region),
}

/// One place control may go: a region (its entry block's arguments receive the forwarded
/// values) or the op's results.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RegionSuccessor {
    /// where control goes
    pub target: RegionPoint,
    /// the values receiving the forwarded operands, in order (entry block arguments, or the
    /// op's results)
    pub inputs: Vec<Value>,
}

impl RegionSuccessor {
    /// A successor region receiving `inputs`.
    pub fn region(region: Region, inputs: Vec<Value>) -> Self {
        RegionSuccessor {
            target: RegionPoint::Region(region),
            inputs,
        }
    }

    /// The op's results as a successor.
    pub fn parent(results: Vec<Value>) -> Self {
        RegionSuccessor {
            target: RegionPoint::Parent,
            inputs: results,
        }
    }
}

/// How many times a region runs each time its op runs (MLIR's `InvocationBounds`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct InvocationBounds {
    /// at least this many times
    pub lower: u32,
    /// at most this many times (`None`: no known bound)
    pub upper: Option<u32>,
}

impl InvocationBounds {
    /// Nothing known: zero or more times.
    pub const UNKNOWN: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: None,
    };
}

/// MLIR's `RegionBranchOpInterface`: an op whose regions run in an order it describes.
pub trait RegionBranchOpInterface {
    /// The successors of `from` (MLIR's `getSuccessorRegions`): from
    /// [`RegionPoint::Parent`], where control may go on entering the op; from a region, where
    /// it may go when that region's terminator runs.
    fn successor_regions(&self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor>;

    /// The successors on entering the op when the operands are known to be the given
    /// constants (`None`: unknown), one per operand (MLIR's `getEntrySuccessorRegions`). The
    /// default knows nothing more than [`RegionBranchOpInterface::successor_regions`].
    fn entry_successor_regions(
        &self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let _ = operands;
        self.successor_regions(ctx, RegionPoint::Parent)
    }

    /// The operands of the op forwarded to successor `to` on entering it (MLIR's
    /// `getEntrySuccessorOperands`), as a range of operand indices, matching `to`'s inputs.
    fn entry_successor_operands(&self, ctx: &Context, to: RegionPoint) -> Range<usize>;

    /// How many times each region runs per execution of the op, one entry per region, given
    /// the operands known to be constants (MLIR's `getRegionInvocationBounds`). The default
    /// knows nothing (an empty list: [`region_invocation_bounds`] reads missing entries as
    /// [`InvocationBounds::UNKNOWN`]).
    fn region_invocation_bounds(
        &self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        let _ = (ctx, operands);
        Vec::new()
    }
}

/// MLIR's `RegionBranchTerminatorOpInterface`: a terminator of a region branch op's region
/// that forwards some of its operands to the successors.
pub trait RegionBranchTerminatorOpInterface {
    /// The operands forwarded to `to` (MLIR's `getSuccessorOperands`), as a range of operand
    /// indices.
    fn successor_operands(&self, ctx: &Context, to: RegionPoint) -> Range<usize>;

    /// Where control goes from this terminator when its operands are known to be the given
    /// constants (`None`: unknown), one per operand (MLIR's
    /// `RegionBranchTerminatorOpInterface::getSuccessorRegions`); `None` to ask the parent
    /// op ([`RegionBranchOpInterface::successor_regions`] from the terminator's region),
    /// which is the default.
    fn successor_regions_for(
        &self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Option<Vec<RegionSuccessor>> {
        let _ = (ctx, operands);
        None
    }
}

/// The runtime model of [`RegionBranchOpInterface`] an op registration attaches (named by
/// `.ods` files with `extern_interface`).
#[derive(Clone, Copy)]
pub struct RegionBranchOpInterfaceModel {
    /// Casts an operation of the implementing op type to the trait object.
    pub cast: for<'a> fn(&'a Op) -> &'a dyn RegionBranchOpInterface,
    /// The interface verifier (none).
    pub verify: Option<crate::ir::registry::VerifyFn>,
}

impl RegionBranchOpInterfaceModel {
    /// The model of op type `T`, given its cast.
    pub const fn of<T: RegionBranchOpInterface + 'static>(
        cast: for<'a> fn(&'a Op) -> &'a dyn RegionBranchOpInterface,
    ) -> Self {
        RegionBranchOpInterfaceModel { cast, verify: None }
    }
}

/// The runtime model of [`RegionBranchTerminatorOpInterface`].
#[derive(Clone, Copy)]
pub struct RegionBranchTerminatorOpInterfaceModel {
    /// Casts an operation of the implementing op type to the trait object.
    pub cast: for<'a> fn(&'a Op) -> &'a dyn RegionBranchTerminatorOpInterface,
    /// The interface verifier (none).
    pub verify: Option<crate::ir::registry::VerifyFn>,
}

impl RegionBranchTerminatorOpInterfaceModel {
    /// The model of op type `T`, given its cast.
    pub const fn of<T: RegionBranchTerminatorOpInterface + 'static>(
        cast: for<'a> fn(&'a Op) -> &'a dyn RegionBranchTerminatorOpInterface,
    ) -> Self {
        RegionBranchTerminatorOpInterfaceModel { cast, verify: None }
    }
}

/// `op` as a [`RegionBranchOpInterface`], when its registration attaches the interface.
pub fn as_region_branch<'a>(ctx: &Context, op: &'a Op) -> Option<&'a dyn RegionBranchOpInterface> {
    let info = ctx.ir.op(*op).info?;
    ctx.registry
        .interface::<RegionBranchOpInterfaceModel>(info)
        .map(|m| (m.cast)(op))
}

/// The invocation bounds of each region of `op` given its constant operands, one per region
/// ([`RegionBranchOpInterface::region_invocation_bounds`], unknown for regions it does not
/// describe); `None` when `op` is not a region branch op.
pub fn region_invocation_bounds(
    ctx: &Context,
    op: Op,
    operands: &[Option<Attribute>],
) -> Option<Vec<InvocationBounds>> {
    let branch = as_region_branch(ctx, &op)?;
    let mut bounds = branch.region_invocation_bounds(ctx, operands);
    bounds.resize(ctx.ir.op(op).regions.len(), InvocationBounds::UNKNOWN);
    Some(bounds)
}

/// The operands terminator `terminator` forwards to `to`: those its
/// [`RegionBranchTerminatorOpInterface`] names, or all of them for a `ReturnLike`
/// terminator without the interface; `None` for any other op.
pub fn terminator_successor_operands(
    ctx: &Context,
    terminator: Op,
    to: RegionPoint,
) -> Option<Range<usize>> {
    let info = ctx.ir.op(terminator).info?;
    if let Some(m) = ctx
        .registry
        .interface::<RegionBranchTerminatorOpInterfaceModel>(info)
    {
        return Some((m.cast)(&terminator).successor_operands(ctx, to));
    }
    ctx.registry
        .op(info)
        .traits
        .contains(OpTraits::RETURN_LIKE)
        .then(|| 0..ctx.ir.num_operands(terminator))
}

/// Where control goes from `terminator` (ending region `region` of region branch op `branch`)
/// given its constant operands: what the terminator's
/// [`RegionBranchTerminatorOpInterface::successor_regions_for`] decides, else the parent's
/// successors of `region`.
pub fn terminator_successor_regions(
    ctx: &Context,
    branch: &dyn RegionBranchOpInterface,
    terminator: Op,
    region: Region,
    operands: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    let decided = ctx.ir.op(terminator).info.and_then(|info| {
        let m = ctx
            .registry
            .interface::<RegionBranchTerminatorOpInterfaceModel>(info)?;
        (m.cast)(&terminator).successor_regions_for(ctx, operands)
    });
    decided.unwrap_or_else(|| branch.successor_regions(ctx, RegionPoint::Region(region)))
}

/// One control-flow edge of a region branch op: the values in `operands` (operand slots
/// `(op, index)` of the op or of a terminator of one of its regions) are forwarded, in
/// order, to `inputs`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Edge {
    /// where control comes from
    pub from: RegionPoint,
    /// where it goes
    pub to: RegionPoint,
    /// the forwarded operand slots
    pub operands: Vec<(Op, usize)>,
    /// the values receiving them
    pub inputs: Vec<Value>,
}

/// [`edges`], shared: the last result on this thread is reused while the IR is unchanged (the
/// same context, op and [`crate::ir::IrArena::generation`]). Patterns tried one after the
/// other on an op (each leaving the IR untouched when it does not apply) compute the edges
/// once.
pub fn shared_edges(ctx: &Context, op: Op) -> Option<std::rc::Rc<Vec<Edge>>> {
    /// (context uid, op, IR generation) and the edges computed then
    type Entry = ((u64, Op, u64), Option<std::rc::Rc<Vec<Edge>>>);
    thread_local! {
        static LAST: std::cell::RefCell<Option<Entry>> = const { std::cell::RefCell::new(None) };
    }
    let key = (ctx.uid(), op, ctx.ir.generation());
    let hit = LAST
        .try_with(|l| match &*l.borrow() {
            Some((k, e)) if *k == key => Some(e.clone()),
            _ => None,
        })
        .ok()
        .flatten();
    if let Some(e) = hit {
        return e;
    }
    let computed = edges(ctx, op).map(std::rc::Rc::new);
    let _ = LAST.try_with(|l| *l.borrow_mut() = Some((key, computed.clone())));
    computed
}

/// Every edge of region branch op `op`: first those entering it (in successor order), then,
/// region by region, those leaving each terminator of the region's blocks that forwards
/// values ([`terminator_successor_operands`]). `None` when `op` is not a region branch op, or
/// when an edge forwards a different number of operands than its successor has inputs.
pub fn edges(ctx: &Context, op: Op) -> Option<Vec<Edge>> {
    let branch = as_region_branch(ctx, &op)?;
    let mut out = Vec::new();
    for s in branch.successor_regions(ctx, RegionPoint::Parent) {
        let range = branch.entry_successor_operands(ctx, s.target);
        if range.len() != s.inputs.len() {
            return None;
        }
        out.push(Edge {
            from: RegionPoint::Parent,
            to: s.target,
            operands: range.map(|i| (op, i)).collect(),
            inputs: s.inputs,
        });
    }
    for &r in ctx.ir.op(op).regions.iter() {
        let from = RegionPoint::Region(r);
        let successors = branch.successor_regions(ctx, from);
        for b in ctx.ir.region_blocks(r) {
            let Some(t) = ctx.ir.last_op(b) else {
                continue;
            };
            if !ctx.op_traits(t).contains(OpTraits::TERMINATOR)
                || !ctx.ir.op(t).successors.is_empty()
            {
                continue;
            }
            for s in &successors {
                let Some(range) = terminator_successor_operands(ctx, t, s.target) else {
                    continue;
                };
                if range.len() != s.inputs.len() {
                    return None;
                }
                out.push(Edge {
                    from,
                    to: s.target,
                    operands: range.map(|i| (t, i)).collect(),
                    inputs: s.inputs.clone(),
                });
            }
        }
    }
    Some(out)
}
