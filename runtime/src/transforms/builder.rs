//! [`OpBuilder`]: creating operations at an insertion point, MLIR's `OpBuilder`.
//!
//! A builder borrows the [`Context`] and remembers where new operations go: at the end of a
//! block, before an operation, or nowhere (detached). Generated `create` builders
//! (`AddIOp::create(&mut b, loc, lhs, rhs)`) build the op and insert it there; ops keep the
//! order they were created in, as MLIR's do: after `set_insertion_point_after(x)`, creating
//! `a` then `b` gives `x, a, b`.
//!
//! Regions are filled in one call with [`OpBuilder::build_region`]: it appends the entry block
//! with its arguments, runs the body callback with the insertion point at the block's end and
//! restores the previous insertion point afterwards (MLIR's `bodyBuilder` callbacks together with
//! its `InsertionGuard`).
//!
//! The builder dereferences to the [`Context`], so `b.i32()`, `b.index()` and the other
//! constructors are at hand while building.
//!
//! Inside a rewrite pattern the builder belongs to the
//! [`Rewriter`](crate::transforms::rewriter::Rewriter) (which dereferences to it): every
//! operation it inserts is then reported to the greedy driver as created, and its edits count
//! as made through the rewriter.

use std::ops::{Deref, DerefMut};

use crate::ir::attributes::Location;
use crate::ir::context::Context;
use crate::ir::ops::OperationState;
use crate::ir::types::Type;
use crate::ir::{Block, Op, Region, Value};

/// Where an [`OpBuilder`] inserts the operations it creates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum InsertPoint {
    /// nowhere: created operations stay detached
    #[default]
    Detached,
    /// at the end of the block
    BlockEnd(Block),
    /// right before the operation
    Before(Op),
}

/// Creates operations at an insertion point. See the module docs.
pub struct OpBuilder<'c> {
    ctx: &'c mut Context,
    ip: InsertPoint,
    /// Set when the builder belongs to a rewriter: what it reports to the greedy driver.
    pub(crate) journal: Option<Journal>,
}

/// What a [`Rewriter`](crate::transforms::rewriter::Rewriter) records while a pattern runs:
/// the ops to revisit, in the order MLIR's rewriter notifies its listener, and how many edits
/// of the IR that existed before the pattern went through the rewriter (see
/// [`crate::ir::IrArena`]'s edit tracking). Never visible outside the transforms layer.
#[derive(Debug, Default)]
pub(crate) struct Journal {
    /// the op whose nested ops the driver processes; ops outside it (for example inside an
    /// op that is not inserted yet) are not reported, as MLIR's driver ignores them. `None`:
    /// nothing is reported.
    pub(crate) scope: Option<Op>,
    /// ops created, moved or modified (or defining an erased op's operands), in order
    pub(crate) changed: Vec<Op>,
    /// edits of tracked IR made through the rewriter and its builder
    pub(crate) accounted: u64,
}

impl Journal {
    /// Reports `op` when it is nested in the scope now.
    pub(crate) fn report(&mut self, ctx: &Context, op: Op) {
        let Some(scope) = self.scope else {
            return;
        };
        let mut cur = op;
        while let Some(p) = ctx.ir.parent_op(cur) {
            if p == scope {
                self.changed.push(op);
                return;
            }
            cur = p;
        }
    }
}

impl<'c> OpBuilder<'c> {
    /// A builder whose operations stay detached until an insertion point is set.
    pub fn new(ctx: &'c mut Context) -> Self {
        OpBuilder {
            ctx,
            ip: InsertPoint::Detached,
            journal: None,
        }
    }

    /// Counts the edits made since the edit count was `since` as made through the rewriter
    /// (when the builder has a journal).
    pub(crate) fn account(&mut self, since: u64) {
        if let Some(j) = self.journal.as_mut() {
            j.accounted += self.ctx.ir.edit_count() - since;
        }
    }

    /// Reports `op` as created, moved or modified (when the builder has a journal).
    pub(crate) fn report(&mut self, op: Op) {
        if let Some(j) = self.journal.as_mut() {
            j.report(self.ctx, op);
        }
    }

    /// Reports `op` as created or moved (MLIR's `notifyOperationInserted`; the driver treats
    /// it as any other change).
    pub(crate) fn report_inserted(&mut self, op: Op) {
        self.report(op);
    }

    /// A builder inserting at the end of `block`.
    pub fn at_block_end(ctx: &'c mut Context, block: Block) -> Self {
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_to_end(block);
        b
    }

    /// A builder inserting at the start of `block` (before its current first operation).
    pub fn at_block_start(ctx: &'c mut Context, block: Block) -> Self {
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_to_start(block);
        b
    }

    /// A builder inserting right before `op`.
    pub fn before(ctx: &'c mut Context, op: Op) -> Self {
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point(op);
        b
    }

    /// A builder inserting right after `op`.
    pub fn after(ctx: &'c mut Context, op: Op) -> Self {
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_after(op);
        b
    }

    /// The context.
    pub fn ctx(&self) -> &Context {
        self.ctx
    }

    /// The context, mutably (interning, detached ops).
    pub fn ctx_mut(&mut self) -> &mut Context {
        self.ctx
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> InsertPoint {
        self.ip
    }

    /// Restores an insertion point saved with [`OpBuilder::insertion_point`].
    pub fn restore_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = ip;
    }

    /// Created operations stay detached from now on.
    pub fn clear_insertion_point(&mut self) {
        self.ip = InsertPoint::Detached;
    }

    /// New operations go right before `op`.
    pub fn set_insertion_point(&mut self, op: Op) {
        self.ip = InsertPoint::Before(op);
    }

    /// New operations go right after `op` (and after each other, in creation order).
    pub fn set_insertion_point_after(&mut self, op: Op) {
        self.ip = match self.ctx.ir.next_op(op) {
            Some(next) => InsertPoint::Before(next),
            None => match self.ctx.ir.op_parent(op) {
                Some(block) => InsertPoint::BlockEnd(block),
                None => InsertPoint::Detached,
            },
        };
    }

    /// New operations go at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: Block) {
        self.ip = InsertPoint::BlockEnd(block);
    }

    /// New operations go at the start of `block` (before its current first operation, and
    /// after each other).
    pub fn set_insertion_point_to_start(&mut self, block: Block) {
        self.ip = match self.ctx.ir.first_op(block) {
            Some(first) => InsertPoint::Before(first),
            None => InsertPoint::BlockEnd(block),
        };
    }

    /// The block operations are inserted into, if any.
    pub fn insertion_block(&self) -> Option<Block> {
        match self.ip {
            InsertPoint::Detached => None,
            InsertPoint::BlockEnd(b) => Some(b),
            InsertPoint::Before(op) => self.ctx.ir.op_parent(op),
        }
    }

    /// Inserts the detached operation `op` at the insertion point (nothing happens when the
    /// builder has none) and returns it.
    pub fn insert(&mut self, op: Op) -> Op {
        debug_assert!(
            self.ctx.ir.op_parent(op).is_none(),
            "OpBuilder::insert: the op is already in a block"
        );
        let since = self.ctx.ir.edit_count();
        match self.ip {
            InsertPoint::Detached => return op,
            InsertPoint::BlockEnd(b) => self.ctx.ir.append_op(b, op),
            InsertPoint::Before(before) => self.ctx.ir.insert_op_before(before, op),
        }
        self.account(since);
        self.report_inserted(op);
        op
    }

    /// Creates an operation from `state` and inserts it at the insertion point.
    pub fn create_op(&mut self, state: OperationState) -> Op {
        let op = self.ctx.create_op(state);
        self.insert(op)
    }

    /// Appends a new block with arguments of `arg_types` (at `arg_locs`, or at `loc(unknown)`
    /// when `arg_locs` is shorter) to `region` and moves the insertion point to its end, as
    /// MLIR's `createBlock` does.
    pub fn create_block(
        &mut self,
        region: Region,
        arg_types: &[Type],
        arg_locs: &[Location],
    ) -> Block {
        let since = self.ctx.ir.edit_count();
        let block = self.ctx.ir.create_block();
        let unknown = self.ctx.common.unknown_loc;
        for (i, &ty) in arg_types.iter().enumerate() {
            let loc = arg_locs.get(i).copied().unwrap_or(unknown);
            self.ctx.ir.add_block_arg(block, ty, loc);
        }
        self.ctx.ir.append_block(region, block);
        self.account(since);
        self.ip = InsertPoint::BlockEnd(block);
        block
    }

    /// Fills `region` in one call: appends a block with arguments of `arg_types` (at `loc`),
    /// runs `body` with the insertion point at the block's end and the block arguments, then
    /// restores the insertion point. Returns the new block.
    pub fn build_region(
        &mut self,
        region: Region,
        arg_types: &[Type],
        loc: Location,
        body: impl FnOnce(&mut OpBuilder<'c>, &[Value]),
    ) -> Block {
        let saved = self.ip;
        let locs = vec![loc; arg_types.len()];
        let block = self.create_block(region, arg_types, &locs);
        let args = self.ctx.ir.block_args(block).to_vec();
        body(self, &args);
        self.ip = saved;
        block
    }
}

impl Deref for OpBuilder<'_> {
    type Target = Context;
    fn deref(&self) -> &Context {
        self.ctx
    }
}

impl DerefMut for OpBuilder<'_> {
    fn deref_mut(&mut self) -> &mut Context {
        self.ctx
    }
}
