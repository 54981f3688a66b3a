//! [`Rewriter`]: the only way rewrite patterns change IR (MLIR's `PatternRewriter`).
//!
//! A pattern receives a `&mut Rewriter` and makes every change of the IR that existed before
//! it ran through the rewriter's methods: [`Rewriter::replace_op`],
//! [`Rewriter::replace_op_with`], [`Rewriter::replace_all_uses_with`],
//! [`Rewriter::erase_op`], [`Rewriter::modify_op_in_place`] and [`Rewriter::set_operand`],
//! [`Rewriter::inline_block_before`], [`Rewriter::merge_blocks`],
//! [`Rewriter::split_block`], [`Rewriter::move_op_before`], [`Rewriter::move_blocks`],
//! [`Rewriter::move_block_after`], [`Rewriter::add_block_arg`],
//! [`Rewriter::erase_block_arg`], [`Rewriter::clone_op`], [`Rewriter::clone_region_into`], and
//! the [`OpBuilder`] it dereferences to (insertion point, `insert`, `create_op`,
//! `create_block`, `build_region`, and the generated `create` builders). While a pattern
//! runs, the insertion point is right before the op the pattern is tried on.
//!
//! Each method reports what it did to the greedy driver the way MLIR's rewriter notifies its
//! listener, in the same order: inserted and moved ops, modified ops (each user of a replaced
//! value), and, for an erased op, the defining ops of its operands that keep at most one
//! other user. An op is reported only when it is nested in the driver's root at that moment,
//! so ops built inside an op that is not inserted yet stay off the worklist (MLIR's driver
//! ignores them too). Moving blocks and adding or erasing block arguments report nothing
//! (MLIR's driver ignores block notifications). The reports form the rewriter's journal,
//! which is private: the driver reads it when the pattern returns.
//!
//! # No way around the rewriter
//!
//! The rewriter dereferences to the [`Context`] (through its builder), because patterns need
//! it to read the IR, intern types and attributes and build new, detached ops. Building new
//! IR needs no reporting: it is reported when it is inserted. Changing IR that existed before
//! the pattern ran does, and the driver checks it: while a pattern runs, the IR arena counts
//! every edit of the ops, blocks, regions and values that existed when the pattern started
//! (structural edits, operand and use changes, block arguments, and every mutable access to
//! an op's data through [`crate::ir::IrArena::op_mut`]), and the rewriter counts the edits
//! made through it. When the pattern returns, the two counts must agree; when the pattern
//! reports failure, nothing may have changed. Otherwise the driver panics with the pattern's
//! name: a pattern that edits IR behind the rewriter's back is a programming error (MLIR
//! finds the same mistakes with its expensive-checks fingerprints, and leaves the worklist
//! wrong otherwise). Folders are not patterns: they change the op they fold in place through
//! the [`Context`].
//!
//! A rewriter made with [`Rewriter::new`] (MLIR's `IRRewriter`) edits IR outside the driver:
//! it reports to no one and checks nothing.

use std::ops::{Deref, DerefMut};

use crate::ir::attributes::Location;
use crate::ir::context::Context;
use crate::ir::ops::AsOp;
use crate::ir::types::Type;
use crate::ir::{Block, CloneMap, Op, Region, Value, ValueDef};
use crate::transforms::builder::{InsertPoint, Journal, OpBuilder};

/// Changes IR on behalf of a rewrite pattern, reporting each change to the greedy driver.
/// See the module docs.
pub struct Rewriter<'c> {
    b: OpBuilder<'c>,
}

impl<'c> Rewriter<'c> {
    /// A rewriter for editing IR outside the greedy driver (MLIR's `IRRewriter`): its changes
    /// are reported to no one. The insertion point is detached.
    pub fn new(ctx: &'c mut Context) -> Self {
        let mut b = OpBuilder::new(ctx);
        b.journal = Some(Journal::default());
        Rewriter { b }
    }

    /// A rewriter for the patterns the driver runs under `scope`.
    pub(crate) fn for_driver(ctx: &'c mut Context, scope: Op) -> Self {
        let mut rw = Rewriter::new(ctx);
        rw.journal().scope = Some(scope);
        rw
    }

    pub(crate) fn journal(&mut self) -> &mut Journal {
        self.b.journal.get_or_insert_with(Journal::default)
    }

    fn edits(&self) -> u64 {
        self.b.ir.edit_count()
    }

    fn reporting(&self) -> bool {
        self.b.journal.as_ref().is_some_and(|j| j.scope.is_some())
    }

    /// The builder (the rewriter also dereferences to it).
    pub fn builder(&mut self) -> &mut OpBuilder<'c> {
        &mut self.b
    }

    // ---------------------------------------------------------------------- creating ops

    /// Inserts the detached op `new` right before `before` (the insertion point is kept) and
    /// reports it as inserted.
    pub fn insert_op_before(&mut self, before: impl AsOp, new: impl AsOp) -> Op {
        let saved = self.b.insertion_point();
        self.b.set_insertion_point(before.as_op());
        let op = self.b.insert(new.as_op());
        self.b.restore_insertion_point(saved);
        op
    }

    /// Appends the detached op `new` to `block` (the insertion point is kept) and reports it
    /// as inserted.
    pub fn append_op(&mut self, block: Block, new: impl AsOp) -> Op {
        let saved = self.b.insertion_point();
        self.b.set_insertion_point_to_end(block);
        let op = self.b.insert(new.as_op());
        self.b.restore_insertion_point(saved);
        op
    }

    /// Clones `op` (see [`crate::ir::IrArena::clone_op`]) at the insertion point, reporting
    /// the copy and then the ops nested in it, in pre-order, as inserted (MLIR's
    /// `OpBuilder::clone`).
    pub fn clone_op(&mut self, op: impl AsOp, map: &mut CloneMap) -> Op {
        let (new, nested) = self.b.ir.clone_op(op.as_op(), map);
        let inserted = self.b.insertion_point() != InsertPoint::Detached;
        self.b.insert(new);
        if inserted {
            for o in nested {
                self.b.report_inserted(o);
            }
        }
        new
    }

    /// Clones the blocks of `src` to the end of `dest` (see
    /// [`crate::ir::IrArena::clone_region_into`]), reporting the new ops in pre-order as
    /// inserted (MLIR's `cloneRegionBefore`).
    pub fn clone_region_into(&mut self, src: Region, dest: Region, map: &mut CloneMap) {
        let since = self.edits();
        let ops = self.b.ir.clone_region_into(src, dest, map);
        self.b.account(since);
        for o in ops {
            self.b.report_inserted(o);
        }
    }

    // ---------------------------------------------------------------------- replacing

    /// Replaces every use of `from` with `to`, reporting each user as modified (MLIR's
    /// `replaceAllUsesWith`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        if self.reporting() {
            let users: Vec<Op> = self.b.ir.uses(from).map(|u| u.op).collect();
            for u in users {
                self.b.report(u);
            }
        }
        let since = self.edits();
        self.b.ir.replace_all_uses_with(from, to);
        self.b.account(since);
    }

    /// Replaces every result of `op` with the matching value of `values` (same count; extra
    /// values or results are ignored) and erases `op` (MLIR's `replaceOp`).
    pub fn replace_op(&mut self, op: impl AsOp, values: &[Value]) {
        let op = op.as_op();
        let results: Vec<Value> = self.b.ir.results(op).collect();
        for (r, v) in results.into_iter().zip(values.iter().copied()) {
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op);
    }

    /// Replaces `op` by the op `new`: a detached `new` is inserted at the insertion point
    /// first (reported as inserted), then `op`'s results are replaced by `new`'s and `op` is
    /// erased (MLIR's `replaceOpWithNewOp`). Returns `new`.
    pub fn replace_op_with(&mut self, op: impl AsOp, new: impl AsOp) -> Op {
        let new = new.as_op();
        if self.b.ir.op_parent(new).is_none() {
            self.b.insert(new);
        }
        let values: Vec<Value> = self.b.ir.results(new).collect();
        self.replace_op(op, &values);
        new
    }

    /// Erases `op` and everything nested in it, innermost and last first, reporting each
    /// erased op's operand definitions that keep at most one other user (MLIR's `eraseOp`).
    pub fn erase_op(&mut self, op: impl AsOp) {
        let op = op.as_op();
        let since = self.edits();
        if self.reporting() {
            let mut order = Vec::new();
            let mut stack = vec![op];
            let mut kids = Vec::new();
            while let Some(o) = stack.pop() {
                order.push(o);
                kids.clear();
                push_children(&self.b, o, &mut kids);
                stack.extend(kids.iter().rev());
            }
            for &o in order.iter().rev() {
                self.report_operand_defs(o);
                // nested ops go first, so their uses do not count for their parent's operands
                if o != op {
                    self.b.ir.set_operands(o, &[]);
                }
            }
        }
        self.b.ir.erase_op(op);
        self.b.account(since);
    }

    /// Reports the defining ops of `op`'s operands that keep at most one other user, as
    /// MLIR's driver does when an op is erased.
    fn report_operand_defs(&mut self, op: Op) {
        let ctx: &Context = &self.b;
        let mut defs = Vec::new();
        for v in ctx.ir.operands(op) {
            let ValueDef::Result { op: def, .. } = ctx.ir.value(v).def else {
                continue;
            };
            if at_most_one_other_user(ctx, v, op, |_| false) {
                defs.push(def);
            }
        }
        for d in defs {
            self.b.report(d);
        }
    }

    // ---------------------------------------------------------------------- modifying

    /// Changes `op` in place with `f` (its operands, attributes, properties, successors or
    /// location), then reports it as modified (MLIR's `modifyOpInPlace`).
    pub fn modify_op_in_place<R>(&mut self, op: impl AsOp, f: impl FnOnce(&mut Context) -> R) -> R {
        let since = self.edits();
        let r = f(self.b.ctx_mut());
        self.b.account(since);
        self.b.report(op.as_op());
        r
    }

    /// Sets operand `index` of `op` to `value`, reporting `op` as modified.
    pub fn set_operand(&mut self, op: impl AsOp, index: usize, value: Value) {
        let op = op.as_op();
        self.modify_op_in_place(op, |ctx| ctx.ir.set_operand(op, index, value));
    }

    /// Moves `op` right before `before`, reporting it as inserted (MLIR's `moveOpBefore`).
    pub fn move_op_before(&mut self, op: impl AsOp, before: impl AsOp) {
        let (op, before) = (op.as_op(), before.as_op());
        let since = self.edits();
        self.b.ir.detach_op(op);
        self.b.ir.insert_op_before(before, op);
        self.b.account(since);
        self.b.report_inserted(op);
    }

    // ---------------------------------------------------------------------- blocks

    /// MLIR's `inlineBlockBefore`: replaces the arguments of `block` by `args`, moves its ops
    /// one by one before `before` (each reported as inserted) and erases the empty block.
    pub fn inline_block_before(&mut self, block: Block, before: impl AsOp, args: &[Value]) {
        let before = before.as_op();
        let bargs: Vec<Value> = self.b.ir.block_args(block).to_vec();
        for (a, v) in bargs.into_iter().zip(args.iter().copied()) {
            self.replace_all_uses_with(a, v);
        }
        while let Some(o) = self.b.ir.first_op(block) {
            let since = self.edits();
            self.b.ir.detach_op(o);
            self.b.ir.insert_op_before(before, o);
            self.b.account(since);
            self.b.report_inserted(o);
        }
        let since = self.edits();
        self.b.ir.erase_block(block);
        self.b.account(since);
    }

    /// MLIR's `mergeBlocks`: like [`Rewriter::inline_block_before`], appending the ops of
    /// `source` at the end of `dest`.
    pub fn merge_blocks(&mut self, source: Block, dest: Block, args: &[Value]) {
        let bargs: Vec<Value> = self.b.ir.block_args(source).to_vec();
        for (a, v) in bargs.into_iter().zip(args.iter().copied()) {
            self.replace_all_uses_with(a, v);
        }
        while let Some(o) = self.b.ir.first_op(source) {
            let since = self.edits();
            self.b.ir.detach_op(o);
            self.b.ir.append_op(dest, o);
            self.b.account(since);
            self.b.report_inserted(o);
        }
        let since = self.edits();
        self.b.ir.erase_block(source);
        self.b.account(since);
    }

    /// MLIR's `splitBlock`: a new block right after `block` receives the ops from `before` to
    /// the end of `block`, moved one by one from the last, each to the front of the new block
    /// (each reported as inserted). Returns the new block.
    pub fn split_block(&mut self, block: Block, before: impl AsOp) -> Block {
        let before = before.as_op();
        let since = self.edits();
        let new = self.b.ir.create_block();
        self.b.ir.insert_block_after(block, new);
        self.b.account(since);
        while let Some(last) = self.b.ir.last_op(block) {
            let since = self.edits();
            self.b.ir.detach_op(last);
            match self.b.ir.first_op(new) {
                Some(first) => self.b.ir.insert_op_before(first, last),
                None => self.b.ir.append_op(new, last),
            }
            self.b.account(since);
            self.b.report_inserted(last);
            if last == before {
                break;
            }
        }
        new
    }

    /// Moves every block of `from` to the end of `to` (MLIR's `inlineRegionBefore` at the end
    /// of `to`). Reports nothing.
    pub fn move_blocks(&mut self, from: Region, to: Region) {
        let since = self.edits();
        while let Some(b) = self.b.ir.first_block(from) {
            self.b.ir.detach_block(b);
            self.b.ir.append_block(to, b);
        }
        self.b.account(since);
    }

    /// Moves `block` right after `after` (in `after`'s region). Reports nothing.
    pub fn move_block_after(&mut self, block: Block, after: Block) {
        let since = self.edits();
        self.b.ir.detach_block(block);
        self.b.ir.insert_block_after(after, block);
        self.b.account(since);
    }

    /// Appends an argument of type `ty` at `loc` to `block`. Reports nothing.
    pub fn add_block_arg(&mut self, block: Block, ty: Type, loc: Location) -> Value {
        let since = self.edits();
        let v = self.b.ir.add_block_arg(block, ty, loc);
        self.b.account(since);
        v
    }

    /// Erases argument `index` of `block`, which must have no uses. Reports nothing.
    pub fn erase_block_arg(&mut self, block: Block, index: usize) {
        let since = self.edits();
        self.b.ir.erase_block_arg(block, index);
        self.b.account(since);
    }
}

/// Pushes the ops directly nested in `op` (all regions and blocks) in order.
pub(crate) fn push_children(ctx: &Context, op: Op, out: &mut Vec<Op>) {
    for &r in ctx.ir.op(op).regions.iter() {
        for b in ctx.ir.region_blocks(r) {
            out.extend(ctx.ir.block_ops(b));
        }
    }
}

impl<'c> Deref for Rewriter<'c> {
    type Target = OpBuilder<'c>;
    fn deref(&self) -> &OpBuilder<'c> {
        &self.b
    }
}

impl DerefMut for Rewriter<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.b
    }
}

/// Whether `v` has at most one user besides `op` and the ops `gone` says are gone (several uses
/// by the same op count once): the test MLIR's driver applies to the operands of an erased op
/// before revisiting their defining ops.
pub(crate) fn at_most_one_other_user(
    ctx: &Context,
    v: Value,
    op: Op,
    gone: impl Fn(Op) -> bool,
) -> bool {
    let mut other: Option<Op> = None;
    for u in ctx.ir.uses(v) {
        if u.op == op || Some(u.op) == other || gone(u.op) {
            continue;
        }
        if other.is_some() {
            return false;
        }
        other = Some(u.op);
    }
    true
}
